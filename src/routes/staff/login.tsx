import { createFileRoute } from '@tanstack/react-router'
import { StaffLoginPage } from '../../features/staff/StaffLoginPage'

export const Route = createFileRoute('/staff/login')({ component: StaffLoginPage })
