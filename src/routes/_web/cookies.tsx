import { createFileRoute } from '@tanstack/react-router'
import { CookiesPage } from '../../features/legal/CookiesPage'

export const Route = createFileRoute('/_web/cookies')({ component: CookiesPage })
