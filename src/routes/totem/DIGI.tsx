import { createFileRoute } from '@tanstack/react-router'
import { KioskDigiPage } from '../../features/kiosk/KioskDigiPage'

export const Route = createFileRoute('/totem/DIGI')({ component: KioskDigiPage })
