import { createFileRoute } from '@tanstack/react-router'
import { LoginPage } from '../../features/auth/LoginPage'
import { loginSearch } from '../../features/auth/login-search'

export const Route = createFileRoute('/_web/login')({ validateSearch: loginSearch, component: LoginPage })
