import { staffEndpoints } from '../../src/api/staff-endpoints'
import {
  clearSessionCookie,
  requireStaffSession,
  STAFF_SESSION_COOKIE,
  setSessionCookie,
} from '../auth/authenticate'
import type { Deps, Register } from '../deps'
import { setStaffPassword, staffLogIn, staffLogOut } from '../domain/staff/staff-accounts'
import { staffOrder, staffQueue } from '../domain/staff/staff-orders'

/**
 * The store staff's calls (docs/ordering.md "The store's side"). Registered today: log-in, log-out,
 * the set-password link, the queue and one order. Picking, receipt, hand-over and status are declared
 * in the contract (staff-endpoints.ts) and not registered yet.
 */
export function staffRoutes(register: Register, deps: Deps): void {
  register(staffEndpoints.staffLogin, async ({ body, query, reply }) => {
    const { staff, session } = await staffLogIn(deps, body.username, body.password, {
      guard: deps.loginGuard,
      solution: query['g-recaptcha-response'],
    })
    setSessionCookie(reply, session.token, session.expiresAt, deps.secureCookies, STAFF_SESSION_COOKIE)
    return { jwt: session.token, staff }
  })

  register(staffEndpoints.staffLogout, async ({ request, reply }) => {
    await staffLogOut(deps, requireStaffSession(request).sessionId)
    clearSessionCookie(reply, deps.secureCookies, STAFF_SESSION_COOKIE)
    return undefined
  })

  register(staffEndpoints.staffPassword, async ({ body }) => {
    await setStaffPassword(deps, body.token, body.password)
    return undefined
  })

  register(staffEndpoints.staffOrders, async ({ query, request }) =>
    staffQueue(
      deps.db,
      requireStaffSession(request),
      { day: query.day, statuses: query.status, size: query.s, number: query.p },
      deps.now(),
    ),
  )

  register(staffEndpoints.staffOrder, async ({ params, request }) =>
    staffOrder(deps.db, requireStaffSession(request), params.id),
  )
}
