import { createFileRoute } from '@tanstack/react-router'
import { KioskSignaturePending } from '../../ui/pending-screens'

export const Route = createFileRoute('/totem/signature')({ component: KioskSignaturePending })
