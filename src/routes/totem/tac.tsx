import { createFileRoute } from '@tanstack/react-router'
import { TacPage } from '../../features/legal/LegalDocumentPage'

export const Route = createFileRoute('/totem/tac')({ component: TacPage })
