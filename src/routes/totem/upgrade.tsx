import { createFileRoute } from '@tanstack/react-router'
import { requireCustomer } from '../../app/customer-only'
import { KioskUpgradePage } from '../../features/kiosk/KioskUpgradePage'

// Guarded like the other customers' pages, but outside their layout: after the upgrade the
// customer is logged out and the confirmation stays on this page.
export const Route = createFileRoute('/totem/upgrade')({
  beforeLoad: ({ context }) => requireCustomer(context, '/totem/DIGI'),
  component: KioskUpgradePage,
})
