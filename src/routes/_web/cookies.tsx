import { createFileRoute } from '@tanstack/react-router'
import { CookiesPage } from '../../features/legal/LegalDocumentPage'

export const Route = createFileRoute('/_web/cookies')({ component: CookiesPage })
