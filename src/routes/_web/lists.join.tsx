import { createFileRoute } from '@tanstack/react-router'
import { tokenSearch } from '../../features/auth/token-search'
import { JoinListPage } from '../../features/lists/JoinListPage'
import { loadListsMessages } from '../../features/lists/lists-messages'

export const Route = createFileRoute('/_web/lists/join')({
  validateSearch: tokenSearch,
  loader: loadListsMessages,
  component: function JoinList() {
    return <JoinListPage token={Route.useSearch().token} />
  },
})
