import { createFileRoute } from '@tanstack/react-router'
import { KioskSignaturePage } from '../../features/kiosk/KioskSignaturePage'

export const Route = createFileRoute('/totem/signature')({ component: KioskSignaturePage })
