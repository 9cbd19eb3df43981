import { createFileRoute } from '@tanstack/react-router'
import { FavoritesPage } from '../../../features/lists/FavoritesPage'
import { loadListsMessages } from '../../../features/lists/lists-messages'

export const Route = createFileRoute('/_web/_customer/favorites')({
  loader: loadListsMessages,
  component: FavoritesPage,
})
