import { createFileRoute } from '@tanstack/react-router'
import { OrderPage } from '../../../features/orders/OrderPage'
import { orderSearch } from '../../../features/orders/order-search'
import { loadShopMessages } from '../../../features/shop/shop-messages'

export const Route = createFileRoute('/_web/_customer/orders/$orderId')({
  validateSearch: orderSearch,
  loader: loadShopMessages,
  component: OrderPage,
})
