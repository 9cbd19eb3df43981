import { createFileRoute } from '@tanstack/react-router'
import { KioskProfilePage } from '../../../features/kiosk/KioskProfilePage'

export const Route = createFileRoute('/totem/_customer/profile')({ component: KioskProfilePage })
