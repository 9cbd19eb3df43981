import { createFileRoute } from '@tanstack/react-router'
import { PrivacyPage } from '../../features/legal/LegalDocumentPage'
import { preloadLegalDocument } from '../../features/legal/preload-legal-document'

export const Route = createFileRoute('/_web/privacy')({
  loader: () => preloadLegalDocument('privacy'),
  component: PrivacyPage,
})
