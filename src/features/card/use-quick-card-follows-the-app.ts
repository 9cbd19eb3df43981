import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { session } from '../auth/session'
import { dismissQuickCard } from './quick-card'

/**
 * The pre-boot barcode (quick-card.ts) never outlives what allows it: it goes as soon as the app
 * lands on another page (a guard sent the customer to the login), the session ends (logout, a 401)
 * or the first card is no longer enabled. The card page itself takes it away once it shows the
 * barcode (CardBarcode).
 */
export function useQuickCardFollowsTheApp(): void {
  const router = useRouter()
  useEffect(() => {
    const check = () => {
      const card = session.user()?.cards[0]
      if (!card?.enabled) dismissQuickCard()
    }
    check()
    const stopSession = session.subscribe(check)
    const stopRouter = router.subscribe('onResolved', ({ toLocation }) => {
      if (toLocation.pathname !== '/card') dismissQuickCard()
    })
    return () => {
      stopSession()
      stopRouter()
    }
  }, [router])
}
