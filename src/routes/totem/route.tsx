import { createFileRoute } from '@tanstack/react-router'
import { KioskLayout } from '../../features/kiosk/KioskLayout'
import { loadKioskMessages } from '../../features/kiosk/kiosk-messages'
import { kioskSearch } from '../../features/kiosk/kiosk-search'

export const Route = createFileRoute('/totem')({
  validateSearch: kioskSearch,
  loader: loadKioskMessages,
  component: KioskLayout,
})
