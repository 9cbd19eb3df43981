import { createFileRoute } from '@tanstack/react-router'
import { ResetPage } from '../../features/auth/ResetPage'
import { tokenSearch } from '../../features/auth/token-search'

export const Route = createFileRoute('/_web/reset')({
  validateSearch: tokenSearch,
  component: function Reset() {
    return <ResetPage token={Route.useSearch().token} />
  },
})
