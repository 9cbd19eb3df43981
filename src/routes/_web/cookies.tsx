import { createFileRoute } from '@tanstack/react-router'
import { CookiesPage } from '../../features/legal/LegalDocumentPage'
import { preloadLegalDocument } from '../../features/legal/preload-legal-document'

export const Route = createFileRoute('/_web/cookies')({
  loader: () => preloadLegalDocument('cookies'),
  component: CookiesPage,
})
