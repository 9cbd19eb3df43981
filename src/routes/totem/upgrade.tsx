import { createFileRoute } from '@tanstack/react-router'
import { KioskUpgradePage } from '../../features/kiosk/KioskUpgradePage'

export const Route = createFileRoute('/totem/upgrade')({ component: KioskUpgradePage })
