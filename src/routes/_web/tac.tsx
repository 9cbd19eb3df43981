import { createFileRoute } from '@tanstack/react-router'
import { TacPage } from '../../features/legal/LegalDocumentPage'
import { preloadLegalDocument } from '../../features/legal/preload-legal-document'

export const Route = createFileRoute('/_web/tac')({
  loader: () => preloadLegalDocument('tac'),
  component: TacPage,
})
