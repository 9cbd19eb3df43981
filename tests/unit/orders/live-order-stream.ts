import { HttpResponse, http } from 'msw'
import type { Order } from '../../../src/api/schemas/orders'
import { API } from '../render'

/**
 * The order's live stream (GET /cli/orders/{id}/events) as the server answers it: the order at
 * once, then nothing until the page lets it go. A page test that shows an order needs it (the page
 * follows the stream, use-live-order.ts); `push` sends a later state of the order to the open ones.
 */
export function liveOrderStream(orderId: number, current: () => Order) {
  const open = new Set<(order: Order) => void>()
  let version = 0
  const handler = http.get(`${API}/orders/${orderId}/events`, ({ request }) => {
    const encoder = new TextEncoder()
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        const send = (order: Order) =>
          controller.enqueue(
            encoder.encode(`event: order\nid: ${++version}\ndata: ${JSON.stringify(order)}\n\n`),
          )
        open.add(send)
        request.signal.addEventListener('abort', () => {
          open.delete(send)
          controller.close()
        })
        send(current())
      },
    })
    return new HttpResponse(body, { headers: { 'content-type': 'text/event-stream' } })
  })
  return {
    handler,
    push(order: Order) {
      for (const send of open) send(order)
    },
  }
}
