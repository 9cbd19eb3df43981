import { Plural } from '@lingui/react/macro'
import { useCart } from './use-cart'

/**
 * How many pieces the customer's cart of the store holds, for the shell's bar (its link to the cart
 * says "Il mio carrello" already): `number`, the number drawn over the icon (hidden from screen
 * readers); `words`, ": 7 pezzi" for the link's name, written inside the same hidden box as "Il mio
 * carrello" (two boxes were read apart by Chromium: "Il mio carrello : 7 pezzi"). Nothing for a
 * visitor, or before the cart is known.
 */
export function CartPieces({
  storeId,
  part,
  className,
}: {
  storeId: number
  part: 'number' | 'words'
  className?: string
}) {
  const { cart } = useCart(storeId)
  if (!cart) return null
  const pieces = cart.lines.reduce((sum, line) => sum + line.quantity, 0)
  if (part === 'words')
    return (
      <>
        {': '}
        <Plural value={pieces} one="# pezzo" other="# pezzi" />
      </>
    )
  return (
    <span className={className} aria-hidden="true">
      {pieces}
    </span>
  )
}
