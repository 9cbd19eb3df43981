import { staffEndpoints } from '../../src/api/staff-endpoints'
import {
  clearSessionCookie,
  requireStaffSession,
  STAFF_SESSION_COOKIE,
  setSessionCookie,
} from '../auth/authenticate'
import type { Deps, Register } from '../deps'
import { handOver, handoverAmount } from '../domain/staff/handover'
import { setLine, startPicking } from '../domain/staff/picking'
import { issueReceipt } from '../domain/staff/receipt'
import { setStaffPassword, staffLogIn, staffLogOut } from '../domain/staff/staff-accounts'
import { departmentsIn, staffOrder, staffOrderIn, staffQueue } from '../domain/staff/staff-orders'
import { staffChangeStatus } from '../domain/staff/staff-status'
import { lineSubstitutes } from '../domain/staff/substitutes'
import { languageOf } from '../language'

/**
 * The store staff's calls (docs/ordering.md "The store's side"): log-in, log-out, the set-password
 * link, the queue and one order, and the picking: start, a line, its substitutes, the receipt, the
 * hand-over (and its amount asked beforehand), and the staff's ends of an order. Each acts for the
 * session's member on their store's orders only.
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
    staffOrderIn(await staffOrder(deps.db, requireStaffSession(request), params.id), languageOf(request)),
  )

  register(staffEndpoints.staffStartOrder, async ({ params, request }) =>
    staffOrderIn(await startPicking(deps, requireStaffSession(request), params.id), languageOf(request)),
  )

  register(staffEndpoints.staffSetLine, async ({ params, body, request }) =>
    staffOrderIn(
      await setLine(deps, requireStaffSession(request), params.id, params.lineId, body),
      languageOf(request),
    ),
  )

  register(staffEndpoints.staffSubstitutes, async ({ params, request }) =>
    departmentsIn(
      await lineSubstitutes(deps, requireStaffSession(request), params.id, params.lineId),
      languageOf(request),
    ),
  )

  register(staffEndpoints.staffReceipt, async ({ params, request }) =>
    staffOrderIn(await issueReceipt(deps, requireStaffSession(request), params.id), languageOf(request)),
  )

  register(staffEndpoints.staffHandover, async ({ params, body, request }) =>
    staffOrderIn(await handOver(deps, requireStaffSession(request), params.id, body), languageOf(request)),
  )

  register(staffEndpoints.staffHandoverAmount, async ({ params, body, request }) =>
    handoverAmount(deps, requireStaffSession(request), params.id, body.refusedLineIds),
  )

  register(staffEndpoints.staffOrderStatus, async ({ params, body, request }) =>
    staffOrderIn(
      await staffChangeStatus(deps, requireStaffSession(request), params.id, body.status),
      languageOf(request),
    ),
  )
}
