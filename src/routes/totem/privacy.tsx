import { createFileRoute } from '@tanstack/react-router'
import { PrivacyPage } from '../../features/legal/LegalDocumentPage'

export const Route = createFileRoute('/totem/privacy')({ component: PrivacyPage })
