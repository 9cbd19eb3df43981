import { createFileRoute } from '@tanstack/react-router'
import { CartPage } from '../../../features/shop/CartPage'
import { loadShopMessages } from '../../../features/shop/shop-messages'

export const Route = createFileRoute('/_web/_customer/shop/$storeId/cart')({
  loader: loadShopMessages,
  component: CartPage,
})
