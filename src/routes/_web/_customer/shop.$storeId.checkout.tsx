import { createFileRoute } from '@tanstack/react-router'
import { CheckoutPage } from '../../../features/orders/CheckoutPage'
import { loadShopMessages } from '../../../features/shop/shop-messages'

export const Route = createFileRoute('/_web/_customer/shop/$storeId/checkout')({
  loader: loadShopMessages,
  component: CheckoutPage,
})
