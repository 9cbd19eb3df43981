import { createFileRoute } from '@tanstack/react-router'
import { KioskLoginPage } from '../../features/kiosk/KioskLoginPage'

export const Route = createFileRoute('/totem/login')({ component: KioskLoginPage })
