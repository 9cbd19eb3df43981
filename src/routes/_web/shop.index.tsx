import { createFileRoute } from '@tanstack/react-router'
import { storeChoiceSearch } from '../../features/shop/catalogue-search'
import { StoreChoicePage } from '../../features/shop/StoreChoicePage'
import { loadShopMessages } from '../../features/shop/shop-messages'

export const Route = createFileRoute('/_web/shop/')({
  validateSearch: storeChoiceSearch,
  loader: loadShopMessages,
  component: StoreChoicePage,
})
