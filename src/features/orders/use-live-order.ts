import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import * as v from 'valibot'
import { fillPath } from '../../api/endpoints'
import { followEventStream, type StreamState } from '../../api/event-stream'
import { isFinal } from '../../api/order-machine'
import { shopEndpoints } from '../../api/shop-endpoints'
import { useSessionUser } from '../auth/session'
import { orderQuery, ordersQuery } from './order-queries'

/** Where the order's live stream stands; 'off' when it is not followed (no session, a final order, refused). */
export type LiveOrderState = StreamState | 'off'

const { orderEvents } = shopEndpoints

/**
 * Follows the order's live stream (docs/ordering.md "Live status") while the order can still change:
 * each event, checked with the contract's schema, becomes the order in the query cache (the page
 * shows it at once, without reading it again), and the list of orders is read again when next shown.
 * Once the order is final the stream is let go of. Returns where the stream stands, for a discreet
 * "live" sign.
 */
export function useLiveOrder(orderId: number): { state: LiveOrderState } {
  const user = useSessionUser()
  const userId = user?.id ?? 0
  const queryClient = useQueryClient()
  // The page's own query of the order, only read here: a final order needs no stream.
  const { data: status } = useQuery({
    ...orderQuery(userId, orderId),
    enabled: false,
    select: (order) => order.status,
  })
  const final = status !== undefined && isFinal(status)
  const [state, setState] = useState<LiveOrderState>('off')

  useEffect(() => {
    if (userId === 0 || orderId <= 0 || final) {
      setState('off')
      return
    }
    const controller = new AbortController()
    const path = fillPath(orderEvents.path, { id: orderId })
    followEventStream(path, {
      signal: controller.signal,
      onState: setState,
      onEvent: (event) => {
        if (event.event !== orderEvents.result.event) return
        let json: unknown
        try {
          json = JSON.parse(event.data)
        } catch {
          return
        }
        const order = v.safeParse(orderEvents.result.schema, json)
        // An event off the contract is dropped: the page keeps what it has, its own reads go on.
        if (!order.success || order.output.id !== orderId) return
        queryClient.setQueryData(orderQuery(userId, orderId).queryKey, order.output)
        void queryClient.invalidateQueries({ queryKey: ordersQuery(userId).queryKey })
      },
    })
      // 401, 403, 404: the page's own query says what is wrong; the stream just stops.
      .catch(() => {})
      .finally(() => {
        if (!controller.signal.aborted) setState('off')
      })
    return () => controller.abort()
  }, [queryClient, userId, orderId, final])

  return { state }
}
