import { createFileRoute } from '@tanstack/react-router'
import { loadFormsMessages } from '../../../features/customer-form/forms-messages'
import { CheckoutPage } from '../../../features/orders/CheckoutPage'
import { loadShopMessages } from '../../../features/shop/shop-messages'

export const Route = createFileRoute('/_web/_customer/shop/$storeId/checkout')({
  // The delivery address is the customer form's.
  loader: () => Promise.all([loadShopMessages(), loadFormsMessages()]).then(() => undefined),
  component: CheckoutPage,
})
