/** `?token=…` of the pages behind the mails' links. */
export function tokenSearch(search: Record<string, unknown>): { token?: string } {
  return typeof search.token === 'string' && search.token ? { token: search.token } : {}
}
