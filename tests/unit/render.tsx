import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router'
import { act, cleanup, render, screen, within } from '@testing-library/react'
import { BASEPATH, createAppRouter } from '../../src/app/router'
import { messages as it } from '../../src/locales/it/messages.po'

/** The API base the screens call in unit tests (msw answers it). */
export const API = 'http://localhost/cli'

export function activateItalian(): void {
  i18n.loadAndActivate({ locale: 'it', messages: it })
}

const openRouters = new Set<ReturnType<typeof createAppRouter>>()
const openClients = new Set<QueryClient>()

/** Real time, whatever clock a test has faked: the page is settled in it. */
const realSetTimeout = globalThis.setTimeout

/**
 * After each test (setup.ts), before the file's own afterEach takes its handlers or session away:
 * the navigations the test started finish, inside act() (what they draw is React's to apply, not a
 * stray update after the test), then the page is taken down and its queries dropped. A load still
 * running would otherwise fire its pending-page timer after the test environment is gone, or ask
 * msw for something after the test's handlers are reset.
 */
export async function settleAndUnmount(): Promise<void> {
  const routers = [...openRouters]
  openRouters.clear()
  await act(async () => {
    await Promise.all(
      routers.map(async (router) => {
        for (let tries = 0; tries < 100 && router.state.status === 'pending'; tries++) {
          await new Promise((resolve) => realSetTimeout(resolve, 20))
        }
      }),
    )
    // And what the test's last step queued for the next task (jsdom follows a clicked link then).
    await new Promise((resolve) => realSetTimeout(resolve, 0))
  })
  cleanup()
  for (const client of openClients) client.clear()
  openClients.clear()
}

/**
 * Opens `url` (below /app: '/card', '/totem/login?storeId=21') in the app as it is built: the real
 * route tree with its guards, layouts and shells, in Italian, with a fresh query client that does not
 * retry. The channel follows from the address, as in the browser.
 */
export async function renderRoute(url: string) {
  activateItalian()
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  })
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [BASEPATH + url] }) })
  openRouters.add(router)
  openClients.add(queryClient)
  await router.load()
  // In an async act(): what the router does as it mounts (its transition, the matches it draws) is
  // applied before the test goes on.
  const view = await act(async () =>
    render(
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </I18nProvider>,
    ),
  )
  return { ...view, router, queryClient, screen }
}

/** The page itself, without the shell's menu and footer around it (they have links of the same name). */
export const inPage = () => within(screen.getByRole('main'))

/**
 * Lets `ms` pass with the page live, inside act(): what resolves meanwhile (a lazy route's code, an
 * answer) is drawn as the browser would, not warned about as an update outside act.
 */
export function waitWithPageLive(ms: number): Promise<void> {
  return act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)))
}
