import { createFileRoute } from '@tanstack/react-router'
import { StoresPage } from '../../features/stores/StoresPage'
import { loadStoresMessages } from '../../features/stores/stores-messages'
import { storesSearch } from '../../features/stores/stores-search'

export const Route = createFileRoute('/_web/stores')({
  validateSearch: storesSearch,
  loader: loadStoresMessages,
  component: StoresPage,
})
