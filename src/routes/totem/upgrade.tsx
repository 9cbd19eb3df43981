import { createFileRoute } from '@tanstack/react-router'
import { KioskUpgradePending } from '../../ui/pending-screens'

export const Route = createFileRoute('/totem/upgrade')({ component: KioskUpgradePending })
