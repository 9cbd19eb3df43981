import { createFileRoute } from '@tanstack/react-router'
import { ProductPage } from '../../features/shop/ProductPage'
import { loadShopMessages } from '../../features/shop/shop-messages'

export const Route = createFileRoute('/_web/shop/$storeId/products/$productId')({
  loader: loadShopMessages,
  component: ProductPage,
})
