import { createFileRoute } from '@tanstack/react-router'
import { CouponsPage } from '../../../features/coupons/CouponsPage'

export const Route = createFileRoute('/_web/_customer/coupons')({ component: CouponsPage })
