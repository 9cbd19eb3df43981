import { staffEndpoints } from '../../src/api/staff-endpoints'
import {
  clearSessionCookie,
  requireStaffSession,
  STAFF_SESSION_COOKIE,
  setSessionCookie,
} from '../auth/authenticate'
import type { Deps, Register } from '../deps'
import { handOver } from '../domain/staff/handover'
import { setLine, startPicking } from '../domain/staff/picking'
import { issueReceipt } from '../domain/staff/receipt'
import { setStaffPassword, staffLogIn, staffLogOut } from '../domain/staff/staff-accounts'
import { staffOrder, staffQueue } from '../domain/staff/staff-orders'
import { staffChangeStatus } from '../domain/staff/staff-status'
import { lineSubstitutes } from '../domain/staff/substitutes'

/**
 * The store staff's calls (docs/ordering.md "The store's side"): log-in, log-out, the set-password
 * link, the queue and one order, and the picking: start, a line, its substitutes, the receipt, the
 * hand-over, and the staff's ends of an order. Each acts for the session's member on their store's
 * orders only.
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

  register(staffEndpoints.staffStartOrder, async ({ params, request }) =>
    startPicking(deps, requireStaffSession(request), params.id),
  )

  register(staffEndpoints.staffSetLine, async ({ params, body, request }) =>
    setLine(deps, requireStaffSession(request), params.id, params.lineId, body),
  )

  register(staffEndpoints.staffSubstitutes, async ({ params, request }) =>
    lineSubstitutes(deps, requireStaffSession(request), params.id, params.lineId),
  )

  register(staffEndpoints.staffReceipt, async ({ params, request }) =>
    issueReceipt(deps, requireStaffSession(request), params.id),
  )

  register(staffEndpoints.staffHandover, async ({ params, body, request }) =>
    handOver(deps, requireStaffSession(request), params.id, body),
  )

  register(staffEndpoints.staffOrderStatus, async ({ params, body, request }) =>
    staffChangeStatus(deps, requireStaffSession(request), params.id, body.status),
  )
}
