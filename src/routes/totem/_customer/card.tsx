import { createFileRoute } from '@tanstack/react-router'
import { KioskCardPage } from '../../../features/kiosk/KioskCardPage'

export const Route = createFileRoute('/totem/_customer/card')({ component: KioskCardPage })
