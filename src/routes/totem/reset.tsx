import { createFileRoute } from '@tanstack/react-router'
import { KioskResetPending } from '../../ui/pending-screens'

export const Route = createFileRoute('/totem/reset')({ component: KioskResetPending })
