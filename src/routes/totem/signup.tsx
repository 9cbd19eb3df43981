import { createFileRoute } from '@tanstack/react-router'
import { KioskSignupPage } from '../../features/kiosk/KioskSignupPage'

export const Route = createFileRoute('/totem/signup')({ component: KioskSignupPage })
