import { endpoints } from '../../src/api/endpoints'
import { clearSessionCookie, requireSession, setSessionCookie } from '../auth/authenticate'
import type { Deps, Register } from '../deps'
import { disableCard } from '../domain/accounts/cards'
import { confirmEmail } from '../domain/accounts/email-confirmation'
import { rememberLanguage } from '../domain/accounts/language'
import { logIn, logOut, sessionUser } from '../domain/accounts/log-in'
import {
  changePassword,
  checkResetLink,
  requestPasswordReset,
  resetPassword,
} from '../domain/accounts/passwords'
import { preferenceOptions } from '../domain/accounts/preference-options'
import { updateProfile } from '../domain/accounts/profile-update'
import { deleteProfile, lookupCardProfile } from '../domain/accounts/profiles'
import { signUp } from '../domain/accounts/sign-up'
import { upgradeToEmail } from '../domain/accounts/upgrade'
import { languageOf, preferredLanguage } from '../language'

export function profileRoutes(register: Register, deps: Deps): void {
  register(endpoints.login, async ({ body, query, request, reply }) => {
    const { user, session } = await logIn(deps, body.username, body.password, {
      guard: deps.loginGuard,
      solution: query['g-recaptcha-response'],
    })
    const language = preferredLanguage(request.headers['accept-language'])
    if (language) await rememberLanguage(deps.db, user.id, language)
    setSessionCookie(reply, session.token, session.expiresAt, deps.secureCookies)
    return { profile: user, jwt: session.token }
  })

  register(endpoints.loginChallenge, () => deps.loginGuard.challenge())

  register(endpoints.session, async ({ request }) => sessionUser(deps, requireSession(request).userId))

  register(endpoints.logout, async ({ request, reply }) => {
    await logOut(deps, requireSession(request).sessionId)
    clearSessionCookie(reply, deps.secureCookies)
    return undefined
  })

  register(endpoints.signup, async ({ body, query, request }) => {
    await signUp(deps, body, languageOf(request), query.redirect)
    return undefined
  })

  register(endpoints.confirm, async ({ body }) => confirmEmail(deps, body.token, body.password))

  register(endpoints.cardLookup, async ({ query }) => lookupCardProfile(deps, query.cardCode, query.lastName))

  register(endpoints.updateProfile, async ({ body, request }) =>
    updateProfile(deps, requireSession(request), body),
  )

  register(endpoints.deleteProfile, async ({ body, request, reply }) => {
    await deleteProfile(deps, requireSession(request).userId, body.profileId)
    clearSessionCookie(reply, deps.secureCookies)
    return undefined
  })

  register(endpoints.disableCard, async ({ params, request }) =>
    disableCard(deps, requireSession(request).userId, params.id),
  )

  register(endpoints.upgrade, async ({ body, request }) => {
    await upgradeToEmail(deps, requireSession(request), body)
    return undefined
  })

  register(endpoints.changePassword, async ({ body, request }) => {
    await changePassword(deps, requireSession(request), body.oldPassword, body.newPassword)
    return undefined
  })

  register(endpoints.requestPasswordReset, async ({ body }) => {
    await requestPasswordReset(deps, body.email)
    return undefined
  })

  register(endpoints.checkResetLink, async ({ body }) => {
    await checkResetLink(deps, body.token)
    return undefined
  })

  register(endpoints.resetPassword, async ({ body }) => {
    await resetPassword(deps, body.token, body.newPassword)
    return undefined
  })

  register(endpoints.preferences, async () => preferenceOptions())
}
