import { callApi, endpoints } from '../../api'
import { ApiError, ServerCode } from '../../api/errors'

/**
 * After repeated failed logins of one account (or one card at the kiosk) the server asks for a
 * proof of work (code 52) before it looks at the password again. The device solves it on its own —
 * nothing to tick or type, so it is as accessible as the login itself — while the form says it is
 * logging in: the challenge comes from the server, the solver (altcha-lib) is loaded only then.
 */
export async function withLoginChallenge<T>(
  attempt: (solution: string | undefined) => Promise<T>,
): Promise<T> {
  try {
    return await attempt(undefined)
  } catch (error) {
    if (
      !(error instanceof ApiError && error.kind === 'code' && error.code === ServerCode.ChallengeRequired)
    ) {
      throw error
    }
    return attempt(await solvedChallenge(error))
  }
}

/** SPEC's `g-recaptcha-response` carries the solution. */
export const challengeQuery = (solution: string | undefined) =>
  solution === undefined ? {} : { 'g-recaptcha-response': solution }

async function solvedChallenge(asked: ApiError): Promise<string> {
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
