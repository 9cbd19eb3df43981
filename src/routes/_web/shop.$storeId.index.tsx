import { createFileRoute } from '@tanstack/react-router'
import { loadListsMessages } from '../../features/lists/lists-messages'
import { CataloguePage } from '../../features/shop/CataloguePage'
import { catalogueSearch } from '../../features/shop/catalogue-search'
import { loadShopMessages } from '../../features/shop/shop-messages'

export const Route = createFileRoute('/_web/shop/$storeId/')({
  validateSearch: catalogueSearch,
  // The cards' star and "Aggiungi alla lista" are the lists'.
  loader: () => Promise.all([loadShopMessages(), loadListsMessages()]).then(() => undefined),
  component: CataloguePage,
})
