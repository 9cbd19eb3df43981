import { createFileRoute } from '@tanstack/react-router'
import { SupportPage } from '../../features/legal/LegalDocumentPage'

export const Route = createFileRoute('/_web/support')({ component: SupportPage })
