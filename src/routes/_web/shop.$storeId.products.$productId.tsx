import { createFileRoute } from '@tanstack/react-router'
import { loadListsMessages } from '../../features/lists/lists-messages'
import { ProductPage } from '../../features/shop/ProductPage'
import { loadShopMessages } from '../../features/shop/shop-messages'

export const Route = createFileRoute('/_web/shop/$storeId/products/$productId')({
  // The product's star and "Aggiungi alla lista" are the lists'.
  loader: () => Promise.all([loadShopMessages(), loadListsMessages()]).then(() => undefined),
  component: ProductPage,
})
