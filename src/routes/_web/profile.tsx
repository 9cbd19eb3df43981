import { createFileRoute, redirect } from '@tanstack/react-router'
import { session } from '../../features/auth/session'
import { ProfilePage } from '../../features/profile/ProfilePage'

export const Route = createFileRoute('/_web/profile')({
  beforeLoad: () => {
    if (!session.user()) throw redirect({ to: '/login' })
  },
  component: ProfilePage,
})
