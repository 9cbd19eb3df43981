import { createFileRoute } from '@tanstack/react-router'
import { signupSearch } from '../../features/auth/return-search'
import { loadFormsMessages } from '../../features/customer-form/forms-messages'
import { SignupPage } from '../../features/signup/SignupPage'

export const Route = createFileRoute('/_web/signup')({
  validateSearch: signupSearch,
  loader: loadFormsMessages,
  component: SignupPage,
})
