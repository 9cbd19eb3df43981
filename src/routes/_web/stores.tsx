import { createFileRoute } from '@tanstack/react-router'
import { StoresPage } from '../../features/stores/StoresPage'

export const Route = createFileRoute('/_web/stores')({ component: StoresPage })
