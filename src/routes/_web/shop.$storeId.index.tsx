import { createFileRoute } from '@tanstack/react-router'
import { CataloguePage } from '../../features/shop/CataloguePage'
import { catalogueSearch } from '../../features/shop/catalogue-search'
import { loadShopMessages } from '../../features/shop/shop-messages'

export const Route = createFileRoute('/_web/shop/$storeId/')({
  validateSearch: catalogueSearch,
  loader: loadShopMessages,
  component: CataloguePage,
})
