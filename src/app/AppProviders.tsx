import { I18nProvider } from '@lingui/react'
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { HydrationState } from '../ui/use-hydrated'
import { i18n } from './i18n'
import { PersistedQueriesProvider } from './PersistedQueriesProvider'
import { persistOptions } from './query-persistence'

/**
 * What every page sits in: the active locale and the query cache, persisted on the web and in
 * memory only on the kiosk. The build's prerender wraps a page in the same tree as the browser
 * does, so the HTML it writes is what React finds when it hydrates.
 */
export function AppProviders({
  kiosk,
  client,
  hydrating,
  children,
}: {
  kiosk: boolean
  client: QueryClient
  /** Taking prerendered HTML over (or rendering it on a server): ui/use-hydrated.tsx. */
  hydrating: boolean
  children: ReactNode
}) {
  return (
    <I18nProvider i18n={i18n}>
      <HydrationState hydrating={hydrating}>
        {kiosk ? (
          <QueryClientProvider client={client}>{children}</QueryClientProvider>
        ) : (
          <PersistedQueriesProvider client={client} persistOptions={persistOptions}>
            {children}
          </PersistedQueriesProvider>
        )}
      </HydrationState>
    </I18nProvider>
  )
}
