import { redirect, useRouter } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { useSessionUser } from '../features/auth/session'
import type { RouterContext } from './router-context'

type LoginPage = '/login' | '/totem/login' | '/totem/DIGI'

/**
 * The one guard of the pages for logged-in customers, on the web and the kiosk alike: a route's
 * `beforeLoad` sends a visitor to the login (behaviour §6). On the web the login then brings them
 * back to the page they asked for (`back`: the router's href of it, e.g. '/shop/5/cart').
 */
export function requireCustomer(context: RouterContext, login: LoginPage, back?: string): void {
  if (context.session.user()) return
  if (login === '/login' && back) throw redirect({ to: login, search: { redirect: back }, replace: true })
  throw redirect({ to: login, replace: true })
}

/** The pathless layouts whose `beforeLoad` is requireCustomer (routes/_web/_customer.tsx, …). */
const GUARDED_LAYOUT = /\/_customer$/

/**
 * When the session ends while a page of a guarded layout is on screen (logged out in another tab,
 * or the server refused the token), the guards run again and the visitor goes to the login. The
 * app's own logouts leave those pages first; the kiosk's upgrade, guarded on its own route, keeps
 * its confirmation after the logout it ends with. Used once, by the root layout: the guarded
 * layouts then need no component, and so no code of their own to load before the page.
 */
export function useGuardsFollowTheSession(): void {
  const router = useRouter()
  const loggedIn = useSessionUser() !== null
  const wasLoggedIn = useRef(loggedIn)
  useEffect(() => {
    const onGuardedPage = router.state.matches.some((match) => GUARDED_LAYOUT.test(match.routeId))
    if (wasLoggedIn.current && !loggedIn && onGuardedPage) void router.invalidate()
    wasLoggedIn.current = loggedIn
  }, [loggedIn, router])
}
