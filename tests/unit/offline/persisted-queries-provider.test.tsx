import { dehydrate, QueryClient, useIsRestoring, useQuery } from '@tanstack/react-query'
import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client'
import { act, render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { PersistedQueriesProvider } from '../../../src/app/PersistedQueriesProvider'

/** A device's store in memory: what was saved before, and what is saved now. */
function memoryPersister(saved: PersistedClient | undefined) {
  let restore: () => void = () => {}
  const restored = new Promise<void>((resolve) => {
    restore = resolve
  })
  const persister: Persister & { saves: PersistedClient[] } = {
    saves: [],
    restoreClient: async () => {
      await restored
      return saved
    },
    persistClient: async (client) => {
      persister.saves.push(client)
    },
    removeClient: async () => {},
  }
  return { persister, finishRestore: () => restore() }
}

function Stores({ fetchStores }: { fetchStores: () => Promise<string> }) {
  const restoring = useIsRestoring()
  const stores = useQuery({ queryKey: ['public', 'stores'], queryFn: fetchStores, staleTime: 60_000 })
  return (
    <p>
      {restoring ? 'restoring' : 'restored'}: {stores.data ?? 'none'}
    </p>
  )
}

describe('the query cache kept on the device', () => {
  it('is restored before a query asks the network, then changes are saved again', async () => {
    const client = new QueryClient()
    // What an earlier visit saved: the stores' list, fetched a moment ago.
    const earlier = new QueryClient()
    earlier.setQueryData(['public', 'stores'], 'Torino, Genova')
    const { persister, finishRestore } = memoryPersister({
      timestamp: Date.now(),
      buster: 'v1',
      clientState: dehydrate(earlier),
    })
    const fetchStores = vi.fn(async () => 'from the network')
    render(
      <PersistedQueriesProvider
        client={client}
        persistOptions={{ persister, buster: 'v1', maxAge: 3600_000, dehydrateOptions: {} }}
      >
        <Stores fetchStores={fetchStores} />
      </PersistedQueriesProvider>,
    )
    expect(screen.getByText('restoring: none')).toBeTruthy()
    expect(fetchStores).not.toHaveBeenCalled()

    await act(async () => finishRestore())
    expect(await screen.findByText('restored: Torino, Genova')).toBeTruthy()
    // The restored copy is fresh enough: no call.
    expect(fetchStores).not.toHaveBeenCalled()

    act(() => client.setQueryData(['public', 'stores'], 'Torino, Genova, Milano'))
    await waitFor(() => expect(persister.saves.length).toBeGreaterThan(0))
    expect(persister.saves.at(-1)?.clientState.queries[0]?.state.data).toBe('Torino, Genova, Milano')
  })

  it('lets the queries ask the network when the saved copy cannot be read', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    // TanStack's restore prints the error itself outside production builds.
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const client = new QueryClient()
    const persister: Persister = {
      restoreClient: () => Promise.reject(new Error('IndexedDB closed')),
      persistClient: async () => {},
      removeClient: async () => {},
    }
    const fetchStores = vi.fn(async () => 'from the network')
    render(
      <PersistedQueriesProvider client={client} persistOptions={{ persister }}>
        <Stores fetchStores={fetchStores} />
      </PersistedQueriesProvider>,
    )
    expect(await screen.findByText('restored: from the network')).toBeTruthy()
    expect(console.warn).toHaveBeenCalledWith('Saved public lists not restored', expect.any(Error))
    vi.restoreAllMocks()
  })
})
