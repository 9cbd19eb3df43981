import { dehydrate, QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { queryClient } from '../../../src/app/query-client'
import { persistOptions } from '../../../src/app/query-persistence'

const persisted = (client: QueryClient) =>
  dehydrate(client, persistOptions.dehydrateOptions).queries.map((q) => q.queryKey)

describe('what the device keeps of the queries', () => {
  it('keeps public lists, and nothing personal', async () => {
    const client = new QueryClient()
    client.setQueryData(['public', 'stores', { p: 0 }], { data: [] })
    client.setQueryData(['me'], { firstName: 'Mario' })
    expect(persisted(client)).toEqual([['public', 'stores', { p: 0 }]])
  })

  it('keeps the last list fetched when a later refresh failed (no signal in the shop)', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    const key = ['public', 'leaflets']
    client.setQueryData(key, [{ id: 1, title: 'Volantino' }])
    await client
      .fetchQuery({
        queryKey: key,
        queryFn: () => Promise.reject(new Error('Failed to fetch')),
        staleTime: 0,
      })
      .catch(() => undefined)
    expect(client.getQueryState(key)?.status).toBe('error')
    expect(persisted(client)).toEqual([key])
  })

  it('keeps no public query that never had data', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    await client
      .fetchQuery({ queryKey: ['public', 'banners'], queryFn: () => Promise.reject(new Error('offline')) })
      .catch(() => undefined)
    expect(persisted(client)).toEqual([])
  })

  it("keeps a list off screen for as long as the device keeps it, not TanStack's 5 minutes", () => {
    vi.useFakeTimers()
    const key = ['public', 'stores', { q: '', p: 0 }]
    queryClient.setQueryData(key, { data: [], totalPages: 0, number: 0 })
    // The customer went on to the leaflets; the stores are on no screen for an hour.
    vi.advanceTimersByTime(3600_000)
    expect(persisted(queryClient)).toContainEqual(key)
    queryClient.clear()
  })
})

afterEach(() => vi.useRealTimers())
