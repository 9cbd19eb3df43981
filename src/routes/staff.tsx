import { createFileRoute } from '@tanstack/react-router'
import { StaffLayout } from '../features/staff/StaffLayout'
import { loadStaffMessages } from '../features/staff/staff-messages'

export const Route = createFileRoute('/staff')({
  loader: () => loadStaffMessages(),
  component: StaffLayout,
})
