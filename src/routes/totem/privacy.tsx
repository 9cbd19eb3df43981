import { createFileRoute } from '@tanstack/react-router'
import { PrivacyPage } from '../../features/legal/LegalDocumentPage'
import { preloadLegalDocument } from '../../features/legal/legal-documents'

export const Route = createFileRoute('/totem/privacy')({
  loader: () => preloadLegalDocument('privacy'),
  component: PrivacyPage,
})
