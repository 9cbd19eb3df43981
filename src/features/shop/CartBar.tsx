import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { Cart } from '../../api/schemas/cart'
import { formatCents } from '../../ui/format/money'
import { CartWaitingNotice } from './CartWaitingNotice'
import { useCart } from './use-cart'
import { useQuietAnnouncement } from './use-quiet-announcement'

/**
 * The pieces of a cart's lines the store still sells, and their total (the server's). Exported for
 * its test.
 */
export function cartSummary(cart: Cart): { pieces: number; totalCents: number } {
  const pieces = cart.lines.reduce((sum, line) => sum + (line.available ? line.quantity : 0), 0)
  return { pieces, totalCents: cart.totalCents }
}

/**
 * The cart's bar under a store's catalogue and products: stuck to the bottom of the screen while the
 * page scrolls (in the page's flow, so at the end of the page it sits below the last product instead
 * of over it), above the phone's home indicator, with the pieces and the total, leading to the cart.
 * An empty cart reads "Carrello vuoto". A change of the cart is said once, politely, when the taps have
 * stopped ("Mele Golden: 2 nel carrello. Carrello: 3 pezzi, 5,58 €"): the page's one live region for
 * it; its first drawing is not.
 * A visitor reads that the cart asks for a login.
 */
export function CartBar({ storeId }: { storeId: number }) {
  const { i18n, t } = useLingui()
  const { cart, user } = useCart(storeId)
  const summary = cart ? cartSummary(cart) : null
  const total = summary ? formatCents(i18n, summary.totalCents) : null
  const pieces = summary?.pieces ?? 0
  const said = !total
    ? ''
    : pieces === 0
      ? t`Carrello vuoto`
      : pieces === 1
        ? t`Carrello: 1 pezzo, ${total}`
        : t`Carrello: ${pieces} pezzi, ${total}`
  const announcement = useQuietAnnouncement(said, cart)

  return (
    <div className="shop-cart-bar">
      <div className="shop-cart-bar__inner">
        <Link
          to="/shop/$storeId/cart"
          params={{ storeId: String(storeId) }}
          className="button shop-cart-bar__link"
        >
          {/* One box: the link is a flex box, and its boxes' words would be read apart ("Carrello :"). */}
          <span>
            {summary && pieces === 0 ? (
              <Trans>Carrello vuoto</Trans>
            ) : (
              <>
                <Trans>Carrello</Trans>
                {summary && total && (
                  <>
                    {': '}
                    <Plural value={pieces} one="# pezzo" other="# pezzi" />, {total}
                  </>
                )}
              </>
            )}
          </span>
        </Link>
        {!user && (
          <span className="shop-cart-bar__hint">
            <Trans>Per aggiungere prodotti al carrello ti chiederemo di accedere.</Trans>
          </span>
        )}
      </div>
      {user && <CartWaitingNotice storeId={storeId} />}
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
    </div>
  )
}
