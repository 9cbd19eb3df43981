import { createFileRoute, redirect } from '@tanstack/react-router'
import { session } from '../../features/auth/session'
import { CardPage } from '../../features/card/CardPage'

export const Route = createFileRoute('/_web/card')({
  // Logged-in customers only (SPEC §6).
  beforeLoad: () => {
    if (!session.user()) throw redirect({ to: '/login' })
  },
  component: CardPage,
})
