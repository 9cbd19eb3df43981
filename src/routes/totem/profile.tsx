import { createFileRoute } from '@tanstack/react-router'
import { KioskProfilePending } from '../../ui/pending-screens'

export const Route = createFileRoute('/totem/profile')({ component: KioskProfilePending })
