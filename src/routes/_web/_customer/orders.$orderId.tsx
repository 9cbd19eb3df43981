import { createFileRoute } from '@tanstack/react-router'
import { loadListsMessages } from '../../../features/lists/lists-messages'
import { OrderPage } from '../../../features/orders/OrderPage'
import { orderSearch } from '../../../features/orders/order-search'
import { loadShopMessages } from '../../../features/shop/shop-messages'

export const Route = createFileRoute('/_web/_customer/orders/$orderId')({
  validateSearch: orderSearch,
  // "Ordina di nuovo" tells its outcome with the lists' screen (features/lists/CartFillOutcome.tsx).
  loader: () => Promise.all([loadShopMessages(), loadListsMessages()]).then(() => undefined),
  component: OrderPage,
})
