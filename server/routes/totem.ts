import { endpoints } from '../../src/api/endpoints'
import { requireSession } from '../auth/authenticate'
import type { Deps, Register } from '../deps'
import { kioskLogIn, logOut } from '../domain/accounts/log-in'
import { updateProfile } from '../domain/accounts/profile-update'
import { deleteProfile, lookupCardProfile } from '../domain/accounts/profiles'
import { kioskSignUp } from '../domain/kiosk/kiosk-sign-up'
import { languageOf } from '../language'

/** The kiosk's calls (paths ours, under /cli/totem/). Kiosk sessions are short and set no cookie. */
export function totemRoutes(register: Register, deps: Deps): void {
  register(endpoints.kioskLogin, async ({ body, query }) => {
    const { user, session } = await kioskLogIn(deps, body.cardCode, body.lastName, {
      guard: deps.loginGuard,
      solution: query['g-recaptcha-response'],
    })
    return { profile: user, jwt: session.token }
  })

  register(endpoints.kioskLogout, async ({ request }) => {
    await logOut(deps, requireSession(request).sessionId)
    return undefined
  })

  register(endpoints.kioskCardProfile, async ({ query }) =>
    lookupCardProfile(deps, query.cardCode, query.lastName),
  )

  register(endpoints.kioskSignup, async ({ body, request }) => kioskSignUp(deps, body, languageOf(request)))

  register(endpoints.kioskUpdateProfile, async ({ body, request }) =>
    updateProfile(deps, requireSession(request), body),
  )

  register(endpoints.kioskDeleteProfile, async ({ params, request }) => {
    await deleteProfile(deps, requireSession(request).userId, params.id)
    return undefined
  })
}
