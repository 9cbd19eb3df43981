import { createFileRoute } from '@tanstack/react-router'
import { loadFormsMessages } from '../../features/customer-form/forms-messages'
import { SignupPage } from '../../features/signup/SignupPage'

export const Route = createFileRoute('/_web/signup')({ loader: loadFormsMessages, component: SignupPage })
