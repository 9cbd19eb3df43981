import { createFileRoute } from '@tanstack/react-router'
import { CartPage } from '../../../features/shop/CartPage'

export const Route = createFileRoute('/_web/_customer/shop/$storeId/cart')({ component: CartPage })
