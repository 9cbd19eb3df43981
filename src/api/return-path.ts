/**
 * A page of this app to come back to after a step elsewhere — the login, or the sign-up and the
 * confirmation mail it sends ('/shop/5?q=pane', '/lists/join?token=…'). Only a path of the app is
 * one: an address of another site ('//evil.example', 'https:…'), the login itself or anything odd is
 * not. Kept free of imports: the login's search rule, in the entry chunk, uses it.
 */
export const RETURN_PATH_MAX_LENGTH = 500

export function isReturnPath(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length <= RETURN_PATH_MAX_LENGTH &&
    /^\/(?![/\\])[^\s\\]*$/.test(value) &&
    !value.startsWith('/login')
  )
}
