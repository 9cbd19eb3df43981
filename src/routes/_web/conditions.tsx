import { createFileRoute } from '@tanstack/react-router'
import { ConditionsPage } from '../../features/legal/ConditionsPage'

export const Route = createFileRoute('/_web/conditions')({ component: ConditionsPage })
