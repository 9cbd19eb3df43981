import { createFileRoute } from '@tanstack/react-router'
import { KioskHome } from '../../features/kiosk/KioskHome'

// Any other /totem/{label} (a link printed on an in-store poster) opens the kiosk's home.
export const Route = createFileRoute('/totem/$label')({ component: KioskHome })
