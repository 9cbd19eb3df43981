import { createFileRoute } from '@tanstack/react-router'
import { ConditionsPage } from '../../features/legal/LegalDocumentPage'
import { preloadLegalDocument } from '../../features/legal/preload-legal-document'

export const Route = createFileRoute('/_web/conditions')({
  loader: () => preloadLegalDocument('conditions'),
  component: ConditionsPage,
})
