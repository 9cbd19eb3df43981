import { Outlet, redirect, useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { useSessionUser } from '../features/auth/session'
import type { RouterContext } from './router-context'

type LoginPage = '/login' | '/totem/login' | '/totem/DIGI'

/**
 * The one guard of the pages for logged-in customers, on the web and the kiosk alike: a route's
 * `beforeLoad` sends a visitor to the login (behaviour §6).
 */
export function requireCustomer(context: RouterContext, login: LoginPage): void {
  if (!context.session.user()) throw redirect({ to: login, replace: true })
}

/**
 * The layout of the guarded pages. When the session ends while one is on screen (logged out in
 * another tab, or the server refused the token), the guard runs again and the visitor goes to the
 * login: the pages below it always have a customer. The app's own logouts leave these pages first.
 */
export function CustomerOnly() {
  const router = useRouter()
  const user = useSessionUser()
  useEffect(() => {
    if (!user) void router.invalidate()
  }, [user, router])
  return user ? <Outlet /> : null
}
