import { createFileRoute } from '@tanstack/react-router'
import { TacPage } from '../../features/legal/LegalDocumentPage'
import { preloadLegalDocument } from '../../features/legal/legal-documents'

export const Route = createFileRoute('/_web/tac')({
  loader: () => preloadLegalDocument('tac'),
  component: TacPage,
})
