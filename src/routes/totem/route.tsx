import { createFileRoute } from '@tanstack/react-router'
import { loadFormsMessages } from '../../features/customer-form/forms-messages'
import { KioskLayout } from '../../features/kiosk/KioskLayout'
import { loadKioskMessages } from '../../features/kiosk/kiosk-messages'
import { kioskSearch } from '../../features/kiosk/kiosk-search'

export const Route = createFileRoute('/totem')({
  validateSearch: kioskSearch,
  // Its sign-up and profile are the customer's data forms.
  loader: () => Promise.all([loadKioskMessages(), loadFormsMessages()]).then(() => undefined),
  component: KioskLayout,
})
