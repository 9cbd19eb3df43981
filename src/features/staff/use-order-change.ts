import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { ApiError } from '../../api/errors'
import type { StaffOrder } from '../../api/schemas/staff'
import { STAFF_KEY, staffOrderKey } from './staff-queries'

/**
 * A staff call that changes an order and answers it (start, a line, the receipt, the hand-over, a
 * status): the answer replaces the order in the cache, the queue is asked again, and a refusal of
 * the server comes back as its message (the error catalogue's words, src/api/errors.ts) for the
 * screen to show where the picker looks. Anything else than a refusal is a bug and goes on up.
 */
export function useOrderChange(orderId: number) {
  const queryClient = useQueryClient()
  const [busy, setBusy] = useState(false)
  async function change(
    call: () => Promise<StaffOrder>,
  ): Promise<{ order: StaffOrder } | { error: ApiError }> {
    setBusy(true)
    try {
      const order = await call()
      queryClient.setQueryData(staffOrderKey(orderId), order)
      void queryClient.invalidateQueries({ queryKey: [STAFF_KEY, 'orders'] })
      return { order }
    } catch (error) {
      if (!(error instanceof ApiError)) throw error
      return { error }
    } finally {
      setBusy(false)
    }
  }
  return { change, busy }
}
