import { createFileRoute } from '@tanstack/react-router'
import { CataloguePage } from '../../features/shop/CataloguePage'
import { catalogueSearch } from '../../features/shop/catalogue-search'

export const Route = createFileRoute('/_web/shop/$storeId/')({
  validateSearch: catalogueSearch,
  component: CataloguePage,
})
