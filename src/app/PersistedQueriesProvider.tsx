import { IsRestoringProvider, type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import {
  type PersistQueryClientOptions,
  persistQueryClientRestore,
  persistQueryClientSubscribe,
} from '@tanstack/react-query-persist-client'
import { type ReactNode, startTransition, useEffect, useRef, useState } from 'react'
import { useHydrated } from '../ui/use-hydrated'

/**
 * The query cache, first restored from the device and then saved to it, like TanStack's
 * PersistQueryClientProvider, but the end of the restore reaches the pages as a transition. Its
 * "restoring" flag is a context every query reads: changed at React's default priority while a
 * prerendered page is still being taken over, it made React hydrate the rest of the page at once,
 * in tasks of 40-60 ms unthrottled (issue 16: no task over 50 ms at 4× CPU). As a transition it
 * waits for the hydration's own small slices.
 *
 * On a prerendered page the restore starts only once React has taken the page over (useHydrated):
 * the page's HTML was drawn without the device's copy (the service worker answers with the build's
 * file), and a list restored while its part of the page was still being hydrated was drawn there
 * and did not match the HTML (React's hydration error, the part drawn again). The queries wait for
 * the restore meanwhile, as they do while it runs.
 */
export function PersistedQueriesProvider({
  client,
  persistOptions,
  children,
}: {
  client: QueryClient
  persistOptions: Omit<PersistQueryClientOptions, 'queryClient'>
  children: ReactNode
}) {
  const [restoring, setRestoring] = useState(true)
  // Once per client, StrictMode's second effect run included.
  const restoreStarted = useRef(false)
  const hydrated = useHydrated()
  useEffect(() => {
    if (!hydrated) return
    const options = { ...persistOptions, queryClient: client }
    if (!restoreStarted.current) {
      restoreStarted.current = true
      persistQueryClientRestore(options)
        .catch((error: unknown) => {
          // The saved copy is discarded by the restore itself: the lists are asked for afresh.
          console.warn('Saved public lists not restored', error)
        })
        .finally(() => startTransition(() => setRestoring(false)))
    }
    return restoring ? undefined : persistQueryClientSubscribe(options)
  }, [client, persistOptions, restoring, hydrated])
  return (
    <QueryClientProvider client={client}>
      <IsRestoringProvider value={restoring}>{children}</IsRestoringProvider>
    </QueryClientProvider>
  )
}
