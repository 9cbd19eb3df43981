import { callApi, endpoints } from '../../api'
import type { ApiError } from '../../api/errors'

/**
 * After repeated failed logins of one account (or one card at the kiosk) the server asks for a
 * proof of work (code 52) before it looks at the password again. The device solves it on its own —
 * nothing to tick or type, so it is as accessible as the login itself — while the form says it is
 * logging in. Loaded only then (auth-actions.ts), with the solver (altcha-lib).
 */
export async function solvedChallenge(asked: ApiError): Promise<string> {
  const challenge = await callApi(endpoints.loginChallenge, {})
  const { solveChallenge } = await import('altcha-lib/v1')
  const solution = await solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  ).promise
  if (!solution) throw asked
  // The payload as altcha's widgets send it: base64 of its JSON (plain ASCII).
  return btoa(JSON.stringify({ ...challenge, number: solution.number }))
}
