import { Trans } from '@lingui/react/macro'
import { useIsMutating } from '@tanstack/react-query'
import { useOnline } from '../../ui/offline/use-online'
import { cartScope } from './cart-queries'

/**
 * Offline, a change of the cart ("+", −, a removal) waits for the network (the mutation is paused)
 * and is sent when it is back: the page says so, in one polite live region (the catalogue's cart bar,
 * the cart page), instead of only greying the buttons out. Empty otherwise; the region stays in the
 * page so that what appears in it is read.
 */
export function CartWaitingNotice({ storeId }: { storeId: number }) {
  const online = useOnline()
  const scope = cartScope(storeId)
  const changes = useIsMutating({ predicate: (mutation) => mutation.options.scope?.id === scope })
  const waiting = !online && changes > 0
  return (
    <div role="status" className="shop-cart-waiting">
      {waiting && (
        <p className="shop__notice shop-cart-waiting__text">
          <Trans>
            Sei offline: la modifica del carrello aspetta la rete e sarà inviata appena torni online.
          </Trans>
        </p>
      )}
    </div>
  )
}
