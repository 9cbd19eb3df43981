import { createFileRoute } from '@tanstack/react-router'
import { StoreChoicePage } from '../../features/shop/StoreChoicePage'
import { loadShopMessages } from '../../features/shop/shop-messages'

export const Route = createFileRoute('/_web/shop/')({ loader: loadShopMessages, component: StoreChoicePage })
