import {
  createRouter,
  parseSearchWith,
  type RouterHistory,
  stringifySearchWith,
} from '@tanstack/react-router'
import { session } from '../features/auth/session'
import { routeTree } from '../routeTree.gen'
import { PageFailed } from '../ui/PageFailed'
import { PagePending } from '../ui/PagePending'

export const BASEPATH = '/app'

// Query values are plain text, as a poster's or a mail's link writes them (?storeId=11, not the
// router's default ?storeId=%2211%22): each route's validateSearch reads its own numbers.
const asText = (value: string) => value

/**
 * The app's router over the file routes. The channel starts as the web's and is decided again by the
 * root route for every navigation (routes/__root.tsx); a test passes its own history.
 */
export function createAppRouter(options: { history?: RouterHistory; prerender?: boolean } = {}) {
  let first = true
  return createRouter({
    routeTree,
    basepath: BASEPATH,
    history: options.history,
    context: { channel: 'web', session },
    defaultPreload: 'intent',
    // The build's prerender leaves it out: on a server the router writes an inline script for it,
    // which the Content-Security-Policy would refuse and hydration would not expect.
    // Each later page starts at its top, or where it was left when it is gone back to. Not the first:
    // the app taking over a prerendered page the shopper has already scrolled (or that the browser
    // has put back where it was, on Back or a reload) leaves it where it is, rather than throwing it
    // to its top (and then restoring that top on the next Back).
    scrollRestoration: options.prerender
      ? false
      : () => {
          if (!first) return true
          first = false
          return false
        },
    // Quick enough to leave no blank screen on a slow first visit; a page from the cache is faster.
    defaultPendingComponent: PagePending,
    defaultPendingMs: 300,
    // A page whose code or data could not be had (offline, for a page not kept on the device).
    defaultErrorComponent: PageFailed,
    parseSearch: parseSearchWith(asText),
    stringifySearch: stringifySearchWith(JSON.stringify),
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
