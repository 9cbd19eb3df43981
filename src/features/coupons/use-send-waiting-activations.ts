import { type QueryClient, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { feedback } from '../../ui/feedback/feedback'
import { couponsQuery, sendWaitingActivations } from './coupon-queries'
import { readKeptCoupons } from './coupons-on-device'

/** Sends the waiting activations now; a refusal (the coupon expired or was used meanwhile) is told. */
function sendNow(queryClient: QueryClient, userId: number): Promise<void> {
  return sendWaitingActivations(queryClient, userId).then((refusals) => {
    for (const refusal of refusals) feedback.toast('error', refusal)
  })
}

/**
 * While the coupons page is open: sends the activations made offline now, and again each time the
 * network comes back; then asks for the list again, so that a list read from the device's copy
 * ("Aggiornamento non riuscito") becomes the server's without reopening the page. TanStack's own
 * refetchOnReconnect does not do it: it defaults to off for a query of networkMode 'always' (the
 * coupons' query, which answers the device's copy offline). Here the list is asked only after the
 * waiting activations have left, so an answer from before them cannot show a coupon as not activated.
 */
export function useSendWaitingActivations(userId: number): void {
  const queryClient = useQueryClient()
  useEffect(() => {
    if (!userId) return
    const sendAndRefresh = () =>
      void sendNow(queryClient, userId)
        .catch(() => undefined)
        .then(() => queryClient.invalidateQueries({ queryKey: couponsQuery(userId).queryKey }))
    void sendNow(queryClient, userId)
    window.addEventListener('online', sendAndRefresh)
    return () => window.removeEventListener('online', sendAndRefresh)
  }, [queryClient, userId])
}

/**
 * From the app's start, whatever page it opens on (src/app/boot.tsx, only when the device holds
 * waiting activations): sends them now and at each return of the network, until none waits.
 */
export function sendActivationsLeftWaiting(queryClient: QueryClient, userId: number): void {
  const send = () =>
    void sendNow(queryClient, userId).then(async () => {
      if ((await readKeptCoupons(userId)).pending.length === 0) window.removeEventListener('online', send)
    })
  window.addEventListener('online', send)
  send()
}
