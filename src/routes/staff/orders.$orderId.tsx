import { createFileRoute } from '@tanstack/react-router'
import { StaffOrderPage } from '../../features/staff/StaffOrderPage'

export const Route = createFileRoute('/staff/orders/$orderId')({
  component: function StaffOrder() {
    return <StaffOrderPage orderId={Number(Route.useParams().orderId)} />
  },
})
