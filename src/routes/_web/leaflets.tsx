import { createFileRoute } from '@tanstack/react-router'
import { LeafletsPage } from '../../features/leaflets/LeafletsPage'

export const Route = createFileRoute('/_web/leaflets')({ component: LeafletsPage })
