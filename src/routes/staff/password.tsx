import { createFileRoute } from '@tanstack/react-router'
import { tokenSearch } from '../../features/auth/token-search'
import { StaffPasswordPage } from '../../features/staff/StaffPasswordPage'

export const Route = createFileRoute('/staff/password')({
  validateSearch: tokenSearch,
  component: function StaffPassword() {
    return <StaffPasswordPage token={Route.useSearch().token} />
  },
})
