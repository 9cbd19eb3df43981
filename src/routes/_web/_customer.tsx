import { createFileRoute } from '@tanstack/react-router'
import { requireCustomer } from '../../app/customer-only'

export const Route = createFileRoute('/_web/_customer')({
  beforeLoad: ({ context, location }) => requireCustomer(context, '/login', location.href),
})
