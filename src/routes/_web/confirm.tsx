import { createFileRoute } from '@tanstack/react-router'
import { ConfirmPage } from '../../features/auth/ConfirmPage'
import { tokenSearch } from '../../features/auth/token-search'

export const Route = createFileRoute('/_web/confirm')({
  validateSearch: tokenSearch,
  component: function Confirm() {
    return <ConfirmPage token={Route.useSearch().token} />
  },
})
