import { createFileRoute } from '@tanstack/react-router'
import { KioskLayout } from '../../features/kiosk/KioskLayout'
import { kioskSearch } from '../../features/kiosk/kiosk-search'

export const Route = createFileRoute('/totem')({ validateSearch: kioskSearch, component: KioskLayout })
