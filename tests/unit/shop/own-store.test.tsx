import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { renderHook, waitFor } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import type { ReactNode } from 'react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { session } from '../../../src/features/auth/session'
import { presetStoreId, useStorePreset } from '../../../src/features/shop/own-store'
import { API } from '../render'
import { customer, ecommerceStore, page } from './fixtures'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  server.resetHandlers()
  session.clear()
  localStorage.clear()
})
afterAll(() => server.close())

describe("a store picker's preset", () => {
  it('is the store last chosen, else the own store, each only if it takes online orders; else none', () => {
    const online = [1, 5]
    expect(presetStoreId(online, [5, 1])).toBe(5)
    expect(presetStoreId(online, [null, 1])).toBe(1)
    expect(presetStoreId(online, [40, 1])).toBe(1)
    expect(presetStoreId(online, [null, 40])).toBeNull()
    expect(presetStoreId(online, [null, null])).toBeNull()
    // Not known while what would decide is still loading.
    expect(presetStoreId(online, [null, undefined])).toBeUndefined()
    expect(presetStoreId(undefined, [null, 1])).toBeUndefined()
    expect(presetStoreId(undefined, [null, null])).toBeNull()
  })

  it("is the customer's own store (their latest receipt's) when none was chosen on the device", async () => {
    server.use(
      http.get(`${API}/stores/ecommerce`, () =>
        HttpResponse.json(page([ecommerceStore(1, 'Alpimare Torino Crocetta', ['IN_STORE'])])),
      ),
      http.get(`${API}/receipts`, () =>
        HttpResponse.json({
          code: 0,
          data: [
            {
              id: 9,
              storeId: 1,
              storeName: 'Alpimare Torino Crocetta',
              source: 'STORE',
              at: '2026-11-20T10:00:00.000Z',
              lines: [],
              totalCents: 1000,
              paidCents: 1000,
              deliveryFeeCents: 0,
              pointsEarned: 10,
              voucher: null,
            },
          ],
          number: 0,
          totalPages: 1,
        }),
      ),
    )
    session.replaceUser(customer)
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    )
    const { result } = renderHook(() => useStorePreset(), { wrapper })
    await waitFor(() => expect(result.current).toBe(1))
    client.clear()
  })

  it('is none for a visitor who never chose a store', async () => {
    server.use(
      http.get(`${API}/stores/ecommerce`, () =>
        HttpResponse.json(page([ecommerceStore(1, 'Alpimare Torino Crocetta', ['IN_STORE'])])),
      ),
    )
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    )
    const { result } = renderHook(() => useStorePreset(), { wrapper })
    await waitFor(() => expect(result.current).toBeNull())
    client.clear()
  })
})
