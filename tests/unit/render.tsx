import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router'
import { render, screen, within } from '@testing-library/react'
import { BASEPATH, createAppRouter } from '../../src/app/router'
import { messages as it } from '../../src/locales/it/messages.po'

/** The API base the screens call in unit tests (msw answers it). */
export const API = 'http://localhost/cli'

export function activateItalian(): void {
  i18n.loadAndActivate({ locale: 'it', messages: it })
}

const openRouters = new Set<ReturnType<typeof createAppRouter>>()

/**
 * Lets the navigations a test started finish before the page is torn down: a load still running
 * would otherwise fire its pending-page timer after the test environment is gone (on a busy machine).
 */
export async function settleRouters(): Promise<void> {
  const routers = [...openRouters]
  openRouters.clear()
  await Promise.all(
    routers.map(async (router) => {
      for (let tries = 0; tries < 100 && router.state.status === 'pending'; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
    }),
  )
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
  await router.load()
  const view = render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nProvider>,
  )
  return { ...view, router, queryClient, screen }
}

/** The page itself, without the shell's menu and footer around it (they have links of the same name). */
export const inPage = () => within(screen.getByRole('main'))
