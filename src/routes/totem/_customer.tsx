import { createFileRoute } from '@tanstack/react-router'
import { requireCustomer } from '../../app/customer-only'

export const Route = createFileRoute('/totem/_customer')({
  beforeLoad: ({ context }) => requireCustomer(context, '/totem/login'),
})
