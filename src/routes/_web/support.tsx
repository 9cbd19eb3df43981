import { createFileRoute } from '@tanstack/react-router'
import { SupportPage } from '../../features/legal/LegalDocumentPage'
import { preloadLegalDocument } from '../../features/legal/legal-documents'

export const Route = createFileRoute('/_web/support')({
  loader: () => preloadLegalDocument('support'),
  component: SupportPage,
})
