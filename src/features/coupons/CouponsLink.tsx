import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import type { CouponsView } from './coupon-queries'
import { countToActivate, couponsQueryKey, keptCouponsToActivate } from './coupons-to-activate'
import './coupons-link.css'

/**
 * The card page's way to the coupons (docs/coupons.md "Screens"): a link, with how many coupons wait
 * to be activated ("Coupon" · "3 da attivare"). The list's code comes with its page.
 */
export function CouponsLink({ userId, start }: { userId: number; start: boolean }) {
  const { t } = useLingui()
  const count = useCouponsToActivate(userId, start)
  return (
    <p className="coupons-link">
      <Link
        to="/coupons"
        className="button button--secondary"
        // Named as one phrase ("Coupon, 3 da attivare"): browsers join the badge's text to the link's
        // each their own way ("Coupon3 da attivare", "Coupon , 3 da attivare").
        aria-label={count > 0 ? t`Coupon, ${count} da attivare` : undefined}
      >
        <Trans>Coupon</Trans>
        {count > 0 && (
          <>
            {' '}
            <span className="coupons-link__badge">
              <Trans>{count} da attivare</Trans>
            </span>
          </>
        )}
      </Link>
    </p>
  )
}

/**
 * The count, never in the barcode's way: from the coupons' query when it holds the list (the coupons
 * page was seen), else from the device's copy, else asked for once `start` says the card is drawn and
 * the browser idle (the coupons' code then comes, in its own chunk). 0 while unknown.
 */
function useCouponsToActivate(userId: number, start: boolean): number {
  // undefined: the device's copy not read yet; null: there is none.
  const [kept, setKept] = useState<number | null | undefined>(undefined)
  const query = useQuery({
    queryKey: couponsQueryKey(userId),
    queryFn: ({ signal }): Promise<CouponsView> =>
      import('./coupon-queries').then(({ readCoupons }) => readCoupons(userId, signal)),
    enabled: start && kept === null,
    // Only what is at hand: the coupons page asks for the list afresh when it opens.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    networkMode: 'always',
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  })
  const cached = query.data !== undefined
  useEffect(() => {
    if (cached || kept !== undefined) return
    let live = true
    void keptCouponsToActivate(userId, Date.now()).then((count) => {
      if (live) setKept(count)
    })
    return () => {
      live = false
    }
  }, [cached, kept, userId])
  if (query.data) return countToActivate(query.data.raw, query.data.pending, Date.now())
  return kept ?? 0
}
