import { createFileRoute } from '@tanstack/react-router'
import { ConfirmPage } from '../../features/auth/ConfirmPage'
import { confirmSearch } from '../../features/auth/return-search'

export const Route = createFileRoute('/_web/confirm')({
  validateSearch: confirmSearch,
  component: function Confirm() {
    const { token, redirect } = Route.useSearch()
    return <ConfirmPage token={token} redirect={redirect} />
  },
})
