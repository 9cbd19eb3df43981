import { createFileRoute } from '@tanstack/react-router'
import { GeneralsPage } from '../../features/legal/LegalDocumentPage'
import { preloadLegalDocument } from '../../features/legal/preload-legal-document'

export const Route = createFileRoute('/totem/generals')({
  loader: () => preloadLegalDocument('generals'),
  component: GeneralsPage,
})
