import { createFileRoute } from '@tanstack/react-router'
import { StoreChoicePage } from '../../features/shop/StoreChoicePage'

export const Route = createFileRoute('/_web/shop/')({ component: StoreChoicePage })
