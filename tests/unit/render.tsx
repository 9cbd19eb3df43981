import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { messages as it } from '../../src/locales/it/messages.po'
import { FeedbackHost } from '../../src/ui/feedback/FeedbackHost'

/** The API base the screens call in unit tests (msw answers it). */
export const API = 'http://localhost/cli'

export function activateItalian(): void {
  i18n.loadAndActivate({ locale: 'it', messages: it })
}

/**
 * Renders a screen at `path` inside the providers the app has: Italian, a fresh query client, a
 * router (other paths render a marker `Pagina: <path>` so navigation can be asserted), and the
 * toast/alert host.
 */
export async function renderScreen(Screen: () => ReactNode, options: { path?: string; url?: string } = {}) {
  activateItalian()
  const path = options.path ?? '/'
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  })
  const root = createRootRoute({
    component: () => (
      <>
        <Outlet />
        <FeedbackHost />
      </>
    ),
    notFoundComponent: () => <p>Pagina: {globalThis.location?.pathname}</p>,
  })
  const screenRoute = createRoute({ getParentRoute: () => root, path, component: Screen })
  const elsewhere = createRoute({
    getParentRoute: () => root,
    path: '$',
    component: function Elsewhere() {
      return <p data-testid="elsewhere">Pagina: {router.state.location.pathname}</p>
    },
  })
  const router = createRouter({
    routeTree: root.addChildren([screenRoute, elsewhere]),
    history: createMemoryHistory({ initialEntries: [options.url ?? path] }),
  })
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
