import { useRouter, useRouterState } from '@tanstack/react-router'
import { useEffect } from 'react'
import { useSessionUser } from '../features/auth/session'
import { pendingJoin } from '../features/lists/pending-join'

/** Where a pending join never interrupts: the kiosk, the staff's app, the join page itself. */
const ELSEWHERE = /^\/(totem|staff|lists\/join)(\/|$)/

/**
 * A visitor who opened a list's join link comes back to the join once logged in on this device
 * (docs/lists-sharing.md), even by a login that does not carry the way back (the header's "Accedi", a
 * sign-up begun elsewhere): the app, wherever it lands, goes on to the join page (which forgets the
 * link once shown). The sign-up from the join page carries the way back itself, through its mail's
 * link, so that it works on another device too.
 */
export function usePendingListJoin(): void {
  const router = useRouter()
  const loggedIn = useSessionUser() !== null
  const path = useRouterState({ select: (state) => state.location.pathname })
  useEffect(() => {
    if (!loggedIn || ELSEWHERE.test(path)) return
    const token = pendingJoin()
    if (token) void router.navigate({ to: '/lists/join', search: { token }, replace: true })
  }, [loggedIn, path, router])
}
