import { createFileRoute, redirect } from '@tanstack/react-router'
import { AppShell } from '../app/shell/AppShell'

export const Route = createFileRoute('/_web')({
  // A kiosk never leaves /totem: a link to a web page (from a legal text, say) brings it home.
  beforeLoad: ({ context }) => {
    if (context.channel === 'totem') throw redirect({ to: '/totem' })
  },
  component: AppShell,
})
