import { createFileRoute } from '@tanstack/react-router'
import { SupportPage } from '../../features/legal/SupportPage'

export const Route = createFileRoute('/_web/support')({ component: SupportPage })
