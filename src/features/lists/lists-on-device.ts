import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister'
import type { QueryClient } from '@tanstack/react-query'
import { persistQueryClientRestore, persistQueryClientSubscribe } from '@tanstack/react-query-persist-client'
import { del, get, set } from 'idb-keyval'
import { session } from '../auth/session'
import { LIST_CHANGE_KEY, registerListChanges, toastRefusal } from './list-mutations'
import { LISTS_KEY, userListsKey } from './list-queries'
import { LISTS_STORAGE_PREFIX } from './lists-storage'

/**
 * The customer's lists and favorites, and the changes not yet sent, kept on the device (IndexedDB)
 * for the web's logged-in customer: they open and change with no network, from a cold start of the
 * installed app, and the waiting changes leave, in order, when the network is back — also after the
 * app was closed offline and opened again later. One copy per customer, apart from the public data's
 * (app/query-persistence.ts); never on the kiosk (its routes never call this).
 *
 * The copy's format, not the app's version, decides when an old copy is discarded: a new release must
 * not throw away changes made offline.
 */
const FORMAT = 'lists-1'
const KEPT_MS = 60 * 24 * 3_600_000

interface Opened {
  queryClient: QueryClient
  userId: number
  ready: Promise<void>
  stop: () => void
}

let opened: Opened | null = null
const registered = new WeakSet<QueryClient>()

const isListsKey = (key: readonly unknown[], userId: number) => key[0] === LISTS_KEY && key[1] === userId

/**
 * Restores the customer's copy (once), keeps it in step from then on, and sends what was waiting.
 * Resolves when the copy is in the cache: the lists' pages wait for it before drawing.
 */
export function openListsOnDevice(queryClient: QueryClient, userId: number): Promise<void> {
  if (!registered.has(queryClient)) {
    registered.add(queryClient)
    registerListChanges(queryClient, toastRefusal)
    // Logout, a 401, the profile's deletion: the session ends, and the copy stops being kept with
    // the changes still waiting. The copy itself then leaves the device with everything personal
    // (src/app/session-end.ts: after this, as it loads the storage's code first), so nothing is
    // written back after it.
    session.onEnded(() => {
      closeListsOnDevice()
      const mutations = queryClient.getMutationCache()
      for (const mutation of mutations.getAll())
        if (mutation.options.mutationKey?.[0] === LIST_CHANGE_KEY[0]) mutations.remove(mutation)
    })
  }
  if (opened?.userId === userId && opened.queryClient === queryClient) return opened.ready
  closeListsOnDevice()

  const storageKey = `${LISTS_STORAGE_PREFIX}${userId}`
  // Once closed (logout), a write still queued by the throttle must not bring the copy back.
  let stopped = false
  const persister = createAsyncStoragePersister({
    key: storageKey,
    storage: {
      getItem: (key) => get<string>(key).then((value) => value ?? null),
      setItem: (key, value) => (stopped ? Promise.resolve() : set(key, value)),
      removeItem: (key) => del(key),
    },
    // Written within a moment of each change: a change made in the aisle must survive the app being
    // closed right after. The copy is small (a customer's lists), so writing often costs little.
    throttleTime: 50,
    // A change still on its way when the copy is written (sent, or being tried again) is kept as one
    // that waits: after a restart it is sent again (the server takes a change twice without harm).
    serialize: (client) =>
      JSON.stringify({
        ...client,
        clientState: {
          ...client.clientState,
          mutations: client.clientState.mutations.map((mutation) => ({
            ...mutation,
            state: { ...mutation.state, isPaused: true },
          })),
        },
      }),
  })
  const dehydrateOptions = {
    shouldDehydrateQuery: (query: { queryKey: readonly unknown[]; state: { data: unknown } }) =>
      isListsKey(query.queryKey, userId) && query.state.data !== undefined,
    // The changes not yet on the server (waiting, or on their way), this customer's only.
    shouldDehydrateMutation: (mutation: {
      options: { mutationKey?: readonly unknown[] }
      state: { status: string; variables: unknown }
    }) =>
      mutation.state.status === 'pending' &&
      mutation.options.mutationKey?.[0] === LIST_CHANGE_KEY[0] &&
      (mutation.state.variables as { userId?: number } | undefined)?.userId === userId,
  }
  let stop = () => {}
  const ready = persistQueryClientRestore({ queryClient, persister, maxAge: KEPT_MS, buster: FORMAT })
    .catch((error: unknown) => console.error('Lists kept on the device not restored', error))
    .then(() => {
      if (stopped) return
      stop = persistQueryClientSubscribe({ queryClient, persister, buster: FORMAT, dehydrateOptions })
      // What was waiting leaves now if the network is there (or as soon as it comes back).
      void queryClient.resumePausedMutations()
      // The copy shows at once, but it is what the device last wrote: a change made a moment before
      // the page was left may not have reached it, another device may have changed the lists since.
      // So the server's lists follow (with changes waiting, their own settling reads them again).
      if (queryClient.isMutating({ mutationKey: LIST_CHANGE_KEY }) === 0)
        void queryClient.invalidateQueries({ queryKey: userListsKey(userId) })
    })
  opened = {
    queryClient,
    userId,
    ready,
    stop: () => {
      stopped = true
      stop()
    },
  }
  return ready
}

/** Stops keeping the copy in step (logout, another customer): the copy itself is removed apart. */
export function closeListsOnDevice(): void {
  opened?.stop()
  opened = null
}
