import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister'
import type { PersistQueryClientOptions } from '@tanstack/react-query-persist-client'
import { del, get, set } from 'idb-keyval'
import { PUBLIC_LISTS_KEPT_MS } from './query-client'

/**
 * The last-fetched public lists (stores, leaflets, banners, counties, preference options) are kept
 * in IndexedDB so they show with no network. Only queries whose key starts with 'public' are
 * written: nothing personal is persisted. A new release (another buster) discards the old cache.
 *
 * The design names the sync storage persister, but a sync persister cannot write to IndexedDB;
 * the async one with idb-keyval can (docs/decisions.md, "Offline: the card first").
 */
export const persistOptions: Omit<PersistQueryClientOptions, 'queryClient'> = {
  persister: createAsyncStoragePersister({
    key: 'tessera.public-queries',
    storage: {
      getItem: (key) => get<string>(key).then((value) => value ?? null),
      setItem: (key, value) => set(key, value),
      removeItem: (key) => del(key),
    },
    throttleTime: 2000,
  }),
  maxAge: PUBLIC_LISTS_KEPT_MS,
  buster: __APP_VERSION__,
  dehydrateOptions: {
    // Whatever was last fetched, also when the latest refresh failed (bad signal in the shop): the
    // query is then in error but still holds its data, and that copy must outlive the failure.
    shouldDehydrateQuery: (query) => query.queryKey[0] === 'public' && query.state.data !== undefined,
    // Changes waiting for the network are personal: the lists keep theirs apart (lists-on-device.ts).
    shouldDehydrateMutation: () => false,
  },
}
