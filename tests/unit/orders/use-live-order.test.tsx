import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { renderHook, waitFor } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import type { ReactNode } from 'react'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Order } from '../../../src/api/schemas/orders'
import { session } from '../../../src/features/auth/session'
import { orderQuery, ordersQuery } from '../../../src/features/orders/order-queries'
import { useLiveOrder } from '../../../src/features/orders/use-live-order'
import { API } from '../render'
import { order, shopper } from './fixtures'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())

/** The stream the server is answering now, written by the test; and the requests it had. */
let write: (text: string) => void = () => {}
let requests: { headers: Headers; signal: AbortSignal }[] = []

beforeEach(() => {
  requests = []
  server.use(
    http.get(`${API}/orders/812/events`, ({ request }) => {
      requests.push({ headers: request.headers, signal: request.signal })
      const encoder = new TextEncoder()
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          write = (text) => controller.enqueue(encoder.encode(text))
          request.signal.addEventListener('abort', () => controller.close())
        },
      })
      return new HttpResponse(body, { headers: { 'content-type': 'text/event-stream' } })
    }),
  )
  session.replaceUser(shopper)
})
afterEach(() => {
  server.resetHandlers()
  session.clear()
})

function setUp(cached: Order | null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  if (cached) client.setQueryData(orderQuery(shopper.id, 812).queryKey, cached)
  client.setQueryData(ordersQuery(shopper.id).queryKey, { pages: [], pageParams: [] })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  )
  const hook = renderHook(() => useLiveOrder(812), { wrapper })
  const cachedOrder = () => client.getQueryData(orderQuery(shopper.id, 812).queryKey)
  const listStale = () => client.getQueryState(ordersQuery(shopper.id).queryKey)?.isInvalidated === true
  return { client, hook, cachedOrder, listStale }
}

const event = (data: unknown, id = '1') => `event: order\nid: ${id}\ndata: ${JSON.stringify(data)}\n\n`

describe('useLiveOrder', () => {
  it("puts each event's order in the cache and has the list read again", async () => {
    const { hook, cachedOrder, listStale } = setUp(order())
    await waitFor(() => expect(hook.result.current.state).toBe('open'))
    expect(requests[0]?.headers.get('x-requested-with')).toBe('tessera')
    expect(listStale()).toBe(false)
    write(event(order({ status: 'IN_PREPARATION' })))
    await waitFor(() => expect(cachedOrder()?.status).toBe('IN_PREPARATION'))
    expect(listStale()).toBe(true)
    hook.unmount()
    await waitFor(() => expect(requests[0]?.signal.aborted).toBe(true))
  })

  it('drops an event off the contract, or of another order', async () => {
    const { hook, cachedOrder } = setUp(order())
    await waitFor(() => expect(hook.result.current.state).toBe('open'))
    write(event({ id: 812, status: 'IN_PREPARATION' }, '2'))
    write(event(order({ id: 813, status: 'IN_PREPARATION' }), '3'))
    write('event: order\ndata: {not json\n\n')
    write(event(order({ status: 'ISSUING_RECEIPT' }), '4'))
    await waitFor(() => expect(cachedOrder()?.status).toBe('ISSUING_RECEIPT'))
    expect(cachedOrder()?.id).toBe(812)
    hook.unmount()
  })

  it('lets the stream go once the order is final', async () => {
    const { hook, cachedOrder } = setUp(order({ status: 'TO_BE_COLLECTED' }))
    await waitFor(() => expect(hook.result.current.state).toBe('open'))
    write(event(order({ status: 'COLLECTED' })))
    await waitFor(() => expect(cachedOrder()?.status).toBe('COLLECTED'))
    await waitFor(() => expect(requests[0]?.signal.aborted).toBe(true))
    expect(hook.result.current.state).toBe('off')
    expect(requests).toHaveLength(1)
    hook.unmount()
  })

  it('does not follow an order that is final already, nor without a session', async () => {
    const { hook } = setUp(order({ status: 'CANCELLED' }))
    session.clear()
    const signedOut = setUp(order())
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(requests).toHaveLength(0)
    expect(hook.result.current.state).toBe('off')
    expect(signedOut.hook.result.current.state).toBe('off')
    hook.unmount()
    signedOut.hook.unmount()
  })

  it('stops for good when the server refuses the order (404)', async () => {
    server.use(
      http.get(`${API}/orders/812/events`, () => {
        requests.push({ headers: new Headers(), signal: new AbortController().signal })
        return HttpResponse.json({ code: 404, message: 'Ordine non trovato' }, { status: 404 })
      }),
    )
    const { hook } = setUp(order())
    await waitFor(() => expect(requests).toHaveLength(1))
    await waitFor(() => expect(hook.result.current.state).toBe('off'))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(requests).toHaveLength(1)
    hook.unmount()
  })
})
