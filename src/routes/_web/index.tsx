import { createFileRoute, redirect } from '@tanstack/react-router'
import { HomePage } from '../../features/home/HomePage'
import { appOrigin } from '../../ui/shell/origin'

export const Route = createFileRoute('/_web/')({
  // Opened from the mobile apps, the home page is the sign-up (SPEC §2), origin passed on.
  beforeLoad: ({ search }) => {
    const origin = appOrigin((search as { origin?: unknown }).origin)
    if (origin) throw redirect({ to: '/signup', search: { origin } })
  },
  component: HomePage,
})
