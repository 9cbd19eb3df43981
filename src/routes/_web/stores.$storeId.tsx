import { createFileRoute } from '@tanstack/react-router'
import { StoreDetailPage } from '../../features/stores/StoreDetailPage'

export const Route = createFileRoute('/_web/stores/$storeId')({ component: StoreDetailPage })
