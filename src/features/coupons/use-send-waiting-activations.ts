import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { feedback } from '../../ui/feedback/feedback'
import { sendWaitingActivations } from './coupon-queries'

/**
 * While a page of the coupons is open (the coupons page, the card page's link): sends the activations
 * made offline now, and again each time the network comes back; a refusal (the coupon expired or was
 * used meanwhile) is told.
 */
export function useSendWaitingActivations(userId: number): void {
  const queryClient = useQueryClient()
  useEffect(() => {
    if (!userId) return
    const send = () => {
      void sendWaitingActivations(queryClient, userId).then((refusals) => {
        for (const refusal of refusals) feedback.toast('error', refusal)
      })
    }
    send()
    window.addEventListener('online', send)
    return () => window.removeEventListener('online', send)
  }, [queryClient, userId])
}
