import { onlineManager, QueryClient } from '@tanstack/react-query'
import { ApiError } from '../api/errors'

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      // A refused call (a code, a 4xx) will not change on retry; a lost connection may.
      retry: (failures, error) => failures < 2 && error instanceof ApiError && error.kind === 'network',
    },
    mutations: { retry: false },
  },
})

/** How long the device keeps the public lists for use with no network (the persister's maxAge). */
export const PUBLIC_LISTS_KEPT_MS = 7 * 24 * 3600_000

// A list leaves the persisted copy when it leaves memory: with the default gcTime (5 minutes off
// screen) the stores seen before the leaflets were gone by the time the signal was.
queryClient.setQueryDefaults(['public'], { gcTime: PUBLIC_LISTS_KEPT_MS })

// TanStack Query starts believing it is online and learns otherwise only from an 'offline' event,
// which never comes to an app opened with no network (the installed app in the aisle): calls and
// changes would then be tried and retried instead of waiting for the network. A browser that says it
// is offline is believed from the start (its "online" is less sure, so that stays the default).
if (typeof navigator !== 'undefined' && navigator.onLine === false) onlineManager.setOnline(false)
