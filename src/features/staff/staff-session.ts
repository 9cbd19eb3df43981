import { useSyncExternalStore } from 'react'
import * as v from 'valibot'
import { StaffMember } from '../../api/schemas/staff'

/**
 * The staff member logged in on this device (docs/ordering.md "The store's side"): apart from a
 * customer's session in the same browser (features/auth/session.ts), as the server keeps the two
 * apart (a cookie of its own). The member — a name and a store, nothing secret — is kept in
 * localStorage so a reload of the tablet stays logged in; the token stays in memory, and after a
 * reload the staff's HttpOnly cookie carries the session. A 401 from a staff call ends it here.
 */
export const STAFF_MEMBER_KEY = 'tessera.staff'

type Listener = () => void
const listeners = new Set<Listener>()

function read(): StaffMember | null {
  try {
    const raw = globalThis.localStorage?.getItem(STAFF_MEMBER_KEY)
    if (!raw) return null
    const parsed = v.safeParse(StaffMember, JSON.parse(raw))
    return parsed.success ? parsed.output : null
  } catch {
    return null
  }
}

let member: StaffMember | null = read()
let token: string | null = null

function emit(): void {
  for (const listener of listeners) listener()
}

export const staffSession = {
  member: (): StaffMember | null => member,
  token: (): string | null => token,
  start(next: StaffMember, jwt: string): void {
    token = jwt
    member = next
    globalThis.localStorage?.setItem(STAFF_MEMBER_KEY, JSON.stringify(next))
    emit()
  },
  /** Logout, or the server no longer knows the session (401). */
  end(): void {
    token = null
    member = null
    globalThis.localStorage?.removeItem(STAFF_MEMBER_KEY)
    emit()
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
}

export function useStaffMember(): StaffMember | null {
  return useSyncExternalStore(staffSession.subscribe, staffSession.member, () => null)
}
