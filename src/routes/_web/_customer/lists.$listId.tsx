import { createFileRoute } from '@tanstack/react-router'
import { ListPage } from '../../../features/lists/ListPage'
import { loadListsMessages } from '../../../features/lists/lists-messages'

export const Route = createFileRoute('/_web/_customer/lists/$listId')({
  loader: loadListsMessages,
  component: ListPage,
})
