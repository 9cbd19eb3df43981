import { createFileRoute } from '@tanstack/react-router'
import { ConditionsPage } from '../../features/legal/LegalDocumentPage'

export const Route = createFileRoute('/_web/conditions')({ component: ConditionsPage })
