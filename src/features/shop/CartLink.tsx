import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { formatCents } from '../../ui/format/money'
import { useCart } from './use-cart'

/**
 * The way to the store's cart from its catalogue and products: with what it holds for a customer;
 * a visitor is asked to log in on the way (the cart's guard brings them back to it).
 */
export function CartLink({ storeId }: { storeId: number }) {
  const { i18n } = useLingui()
  const { cart, user } = useCart(storeId)
  const pieces = cart?.lines.reduce((sum, line) => sum + line.quantity, 0) ?? 0
  const total = cart ? formatCents(i18n, cart.totalCents) : null
  return (
    <p className="shop-cart-link">
      <Link
        to="/shop/$storeId/cart"
        params={{ storeId: String(storeId) }}
        className="button button--secondary"
      >
        <Trans>Carrello</Trans>
        {cart && total && (
          <span className="shop-cart-link__content">
            {': '}
            <Plural value={pieces} one="# pezzo" other="# pezzi" />, {total}
          </span>
        )}
      </Link>
      {!user && (
        <span className="field__hint">
          <Trans>Per aggiungere prodotti al carrello ti chiederemo di accedere.</Trans>
        </span>
      )}
    </p>
  )
}
