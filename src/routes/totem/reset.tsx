import { createFileRoute } from '@tanstack/react-router'
import { KioskResetPage } from '../../features/kiosk/KioskResetPage'

export const Route = createFileRoute('/totem/reset')({ component: KioskResetPage })
