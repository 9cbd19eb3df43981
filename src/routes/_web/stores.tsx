import { createFileRoute } from '@tanstack/react-router'
import { StoresPage } from '../../features/stores/StoresPage'
import { loadStoresMessages } from '../../features/stores/stores-messages'

export const Route = createFileRoute('/_web/stores')({ loader: loadStoresMessages, component: StoresPage })
