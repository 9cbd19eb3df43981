import { createFileRoute } from '@tanstack/react-router'
import { KioskHome } from '../../features/kiosk/KioskHome'

export const Route = createFileRoute('/totem/')({ component: KioskHome })
