import { createFileRoute } from '@tanstack/react-router'
import { StoreDetailPage } from '../../features/stores/StoreDetailPage'
import { loadStoresMessages } from '../../features/stores/stores-messages'

export const Route = createFileRoute('/_web/stores/$storeId')({
  loader: loadStoresMessages,
  component: StoreDetailPage,
})
