import { createFileRoute } from '@tanstack/react-router'
import { ProductPage } from '../../features/shop/ProductPage'

export const Route = createFileRoute('/_web/shop/$storeId/products/$productId')({ component: ProductPage })
