import { isReturnPath } from '../../api/return-path'
import { tokenSearch } from './token-search'

/**
 * `?redirect=…` of the pages between a visitor and the login — the sign-up and the confirmation page
 * of its mail: the page of the app to come back to once logged in (a list's join link), carried to
 * the login. Only a path of the app is taken, as the login takes it (api/return-path.ts).
 */
export function returnSearch(search: Record<string, unknown>): { redirect?: string } {
  return { redirect: isReturnPath(search.redirect) ? search.redirect : undefined }
}

/** /signup keeps the mobile apps' origin (app/channel.ts reads it) beside the way back. */
export function signupSearch(search: Record<string, unknown>): { redirect?: string; origin?: string } {
  return {
    ...returnSearch(search),
    origin: typeof search.origin === 'string' ? search.origin : undefined,
  }
}

/** /confirm?token=…&redirect=…: the mail's link, and where its login goes after. */
export function confirmSearch(search: Record<string, unknown>): { token?: string; redirect?: string } {
  return { ...tokenSearch(search), ...returnSearch(search) }
}
