import type { QueryClient } from '@tanstack/react-query'
import { session } from '../features/auth/session'
import type { KeptCard } from '../features/card/keep-card-on-device'
import { feedback } from '../ui/feedback/feedback'

/**
 * What the end of a session takes from the device, in one place. However it ends — logout, a 401,
 * the profile's deletion, another tab's logout, the kiosk's logout and idle time-out — it is
 * session.clear() (or the other tab's), and each keeper of something personal forgets it here. Wired
 * once at boot, for the channel the app runs in (docs/architecture.md, "The end of a session").
 */

/**
 * On the web: the personal answers in memory (the public lists stay, in memory and on the device),
 * the saved card, and the shopping lists kept on the device. Returns what stops listening.
 */
export function forgetTheCustomerOnTheWeb(queryClient: QueryClient, savedCard: Pick<KeptCard, 'forget'>) {
  return session.onEnded(() => {
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'public' })
    savedCard.forget()
    // Also when the lists' code has not run this time: a copy from an earlier visit may be there.
    // Its storage's code is loaded when needed (the app's start does not carry it), and so always
    // after the lists' own listener has stopped keeping an open copy (lists-on-device.ts).
    void import('../features/lists/lists-storage').then(({ forgetListsOnDevice }) => forgetListsOnDevice())
    // The coupons kept for reading offline, and the activations not yet sent (docs/coupons.md).
    void import('../features/coupons/coupons-storage').then(({ forgetCouponsOnDevice }) =>
      forgetCouponsOnDevice(),
    )
  })
}

/**
 * On the kiosk, which keeps nothing on the device (no saved card, no lists, no persisted answer):
 * every answer in memory, the messages on screen, and what the kiosk itself holds of the customer (a
 * sign-up half done). That last part is the kiosk's code, which a phone never loads: it comes first,
 * at boot, and the kiosk listens from then on (nobody can have started anything before its pages,
 * which need the same code, are drawn). Resolves to what stops listening.
 */
export async function forgetTheCustomerOnTheKiosk(queryClient: QueryClient): Promise<() => void> {
  const { forgetKioskCustomer } = await import('../features/kiosk/kiosk-customer')
  return session.onEnded(() => {
    queryClient.clear()
    feedback.clear()
    forgetKioskCustomer()
  })
}
