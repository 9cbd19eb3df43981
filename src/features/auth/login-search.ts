import { isReturnPath } from '../../api/return-path'

/** /login?redirect=/shop/5: where to go back after the login (a page of this app, never elsewhere). */
export interface LoginSearch {
  redirect?: string
}

/**
 * The route's validateSearch: it ships in the entry chunk, so it imports only the rule of a way back
 * (api/return-path.ts, itself free of imports). Only a path of the app is taken ('/shop/5?q=pane'):
 * an address of another site ('//evil.example', 'https:…') or anything odd is dropped, and the login
 * then goes to the card as usual. The key is always returned (undefined when refused): the router
 * keeps a query's other values as they came, so leaving it out would let the raw value through.
 */
export function loginSearch(search: Record<string, unknown>): LoginSearch {
  return { redirect: isReturnPath(search.redirect) ? search.redirect : undefined }
}
