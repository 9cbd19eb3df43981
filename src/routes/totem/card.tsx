import { createFileRoute } from '@tanstack/react-router'
import { KioskCardPending } from '../../ui/pending-screens'

export const Route = createFileRoute('/totem/card')({ component: KioskCardPending })
