import { createFileRoute, redirect } from '@tanstack/react-router'
import { kioskState } from '../features/kiosk/kiosk-state'
import { AppShell } from '../ui/shell/AppShell'

export const Route = createFileRoute('/_web')({
  // A kiosk never leaves /totem: a link to a web page (from a legal text, say) brings it home.
  beforeLoad: () => {
    if (kioskState.isKioskTab()) throw redirect({ to: '/totem' })
  },
  component: AppShell,
})
