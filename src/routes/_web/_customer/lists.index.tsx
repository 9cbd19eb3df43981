import { createFileRoute } from '@tanstack/react-router'
import { ListsPage } from '../../../features/lists/ListsPage'
import { loadListsMessages } from '../../../features/lists/lists-messages'

export const Route = createFileRoute('/_web/_customer/lists/')({
  loader: loadListsMessages,
  component: ListsPage,
})
