import { useRouter, useRouterState } from '@tanstack/react-router'
import { useEffect } from 'react'
import { useSessionUser } from '../features/auth/session'
import { pendingJoin } from '../features/lists/pending-join'

/** Where a pending join never interrupts: the kiosk, the staff's app, the join page itself. */
const ELSEWHERE = /^\/(totem|staff|lists\/join)(\/|$)/

/**
 * A visitor who opened a list's join link and then signed up comes back to the join once logged in
 * on the web (docs/lists-sharing.md): the login of the mail's confirmation knows nothing of the link,
 * so the app, wherever it lands, goes on to the join page (which forgets the link once shown).
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
