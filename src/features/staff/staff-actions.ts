import type { QueryClient } from '@tanstack/react-query'
import { ApiError } from '../../api/errors'
import type { Credentials } from '../../api/schemas/auth'
import { staffEndpoints } from '../../api/staff-endpoints'
import { withLoginChallenge } from '../auth/auth-actions'
import { callStaff } from './staff-api'
import { STAFF_KEY } from './staff-queries'
import { staffSession } from './staff-session'

/** The staff's login: the same challenge after repeated failures as a customer's (52). */
export async function staffLogIn(credentials: Credentials): Promise<void> {
  const { staff, jwt } = await withLoginChallenge((query) =>
    callStaff(staffEndpoints.staffLogin, { body: credentials, query }),
  )
  staffSession.start(staff, jwt)
}

/**
 * Ends the staff session on this device whatever the server says (offline, already ended): a shared
 * tablet must not stay logged in. The store's orders leave the query cache with it.
 */
export async function staffLogOut(queryClient: QueryClient): Promise<void> {
  try {
    await callStaff(staffEndpoints.staffLogout, {})
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
  } finally {
    staffSession.end()
    queryClient.removeQueries({ queryKey: [STAFF_KEY] })
  }
}
