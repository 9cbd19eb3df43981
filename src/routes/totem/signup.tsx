import { createFileRoute } from '@tanstack/react-router'
import { KioskSignupPending } from '../../ui/pending-screens'

export const Route = createFileRoute('/totem/signup')({ component: KioskSignupPending })
