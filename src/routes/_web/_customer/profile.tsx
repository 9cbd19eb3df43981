import { createFileRoute } from '@tanstack/react-router'
import { loadFormsMessages } from '../../../features/customer-form/forms-messages'
import { ProfilePage } from '../../../features/profile/ProfilePage'

export const Route = createFileRoute('/_web/_customer/profile')({
  loader: loadFormsMessages,
  component: ProfilePage,
})
