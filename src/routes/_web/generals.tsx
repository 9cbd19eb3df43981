import { createFileRoute } from '@tanstack/react-router'
import { GeneralsPage } from '../../features/legal/LegalDocumentPage'

export const Route = createFileRoute('/_web/generals')({ component: GeneralsPage })
