import { createFileRoute } from '@tanstack/react-router'
import { GeneralsPage } from '../../features/legal/LegalDocumentPage'
import { preloadLegalDocument } from '../../features/legal/legal-documents'

export const Route = createFileRoute('/totem/generals')({
  loader: () => preloadLegalDocument('generals'),
  component: GeneralsPage,
})
