import { Plural } from '@lingui/react/macro'
import { useCart } from './use-cart'

/**
 * How many pieces the customer's cart of the store holds, for the shell's bar (its link to the cart
 * says "Il mio carrello" already): the number, and for a screen reader the word too. Nothing for a
 * visitor, or before the cart is known.
 */
export function CartPieces({ storeId, className }: { storeId: number; className: string }) {
  const { cart } = useCart(storeId)
  if (!cart) return null
  const pieces = cart.lines.reduce((sum, line) => sum + line.quantity, 0)
  return (
    <span className={className}>
      <span aria-hidden="true">{pieces}</span>
      <span className="visually-hidden">
        {': '}
        <Plural value={pieces} one="# pezzo" other="# pezzi" />
      </span>
    </span>
  )
}
