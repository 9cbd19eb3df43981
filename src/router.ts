import { createRouter, parseSearchWith, stringifySearchWith } from '@tanstack/react-router'
import { routeTree } from './routeTree.gen'
import { PagePending } from './ui/PagePending'

// Query values are plain text, as a poster's or a mail's link writes them (?storeId=11, not the
// router's default ?storeId=%2211%22): each route's validateSearch reads its own numbers.
const asText = (value: string) => value

export const router = createRouter({
  routeTree,
  basepath: '/app',
  defaultPreload: 'intent',
  scrollRestoration: true,
  // Quick enough to leave no blank screen on a slow first visit; a page from the cache is faster.
  defaultPendingComponent: PagePending,
  defaultPendingMs: 300,
  parseSearch: parseSearchWith(asText),
  stringifySearch: stringifySearchWith(JSON.stringify),
})

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router
  }
}
