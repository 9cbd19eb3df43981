import { createFileRoute, redirect } from '@tanstack/react-router'
import { appOrigin } from '../../app/channel'
import { HomePage } from '../../features/home/HomePage'

export const Route = createFileRoute('/_web/')({
  // Opened from the mobile apps, the home page is the sign-up, origin passed on.
  beforeLoad: ({ search }) => {
    const origin = appOrigin((search as { origin?: unknown }).origin)
    if (origin) throw redirect({ to: '/signup', search: { origin } })
  },
  component: HomePage,
})
