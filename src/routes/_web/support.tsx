import { createFileRoute } from '@tanstack/react-router'
import { SupportPage } from '../../features/legal/LegalDocumentPage'
import { preloadLegalDocument } from '../../features/legal/preload-legal-document'

export const Route = createFileRoute('/_web/support')({
  loader: () => preloadLegalDocument('support'),
  component: SupportPage,
})
