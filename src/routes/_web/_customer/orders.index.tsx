import { createFileRoute } from '@tanstack/react-router'
import { OrdersPage } from '../../../features/orders/OrdersPage'
import { loadShopMessages } from '../../../features/shop/shop-messages'

export const Route = createFileRoute('/_web/_customer/orders/')({
  loader: loadShopMessages,
  component: OrdersPage,
})
