import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'
import type { Cart } from '../../api/schemas/cart'

/**
 * How long the cart has to stay the same before it is said aloud: a customer tapping "+" three
 * times hears the cart once, with the product's last quantity, the count and the total (the steppers
 * of the catalogue and the product page do not say it again); at the checkout, ticking two coupons
 * one after the other says the new "Da pagare" once.
 */
export const CART_BAR_ANNOUNCE_MS = 1000

/** The quantities of a cart's lines, with their names: what an announcement compares with. */
type Quantities = ReadonlyMap<number, { name: string; quantity: number }>

const quantitiesOf = (cart: Cart | undefined): Quantities =>
  new Map((cart?.lines ?? []).map((line) => [line.productId, { name: line.name, quantity: line.quantity }]))

/**
 * `text` for a live region once it has changed and then stayed the same for CART_BAR_ANNOUNCE_MS,
 * led by the lines whose quantity changed since the last thing said ("Mele: 2 nel carrello.");
 * empty before the first change (the page's first drawing, the cart arriving, is not news). Without a
 * cart (the checkout's total) it says `text` alone. The cart's bar and the checkout's summary use it.
 */
export function useQuietAnnouncement(text: string, cart: Cart | undefined): string {
  const { t } = useLingui()
  const [said, setSaid] = useState('')
  const first = useRef<string | null>(null)
  const before = useRef<Quantities>(new Map())
  const lastText = useRef('')
  useEffect(() => {
    if (text === '') return
    if (first.current === null) {
      first.current = text
      lastText.current = text
      before.current = quantitiesOf(cart)
      return
    }
    if (text === first.current && said === '') return
    const timer = setTimeout(() => {
      const now = quantitiesOf(cart)
      const changed: string[] = []
      for (const [id, { name, quantity }] of now)
        if (before.current.get(id)?.quantity !== quantity) changed.push(t`${name}: ${quantity} nel carrello.`)
      for (const [id, { name }] of before.current)
        if (!now.has(id)) changed.push(t`${name}: tolto dal carrello.`)
      // The same cart read again: nothing new to say.
      if (changed.length === 0 && text === lastText.current) return
      before.current = now
      lastText.current = text
      setSaid([...changed, text].join(' '))
    }, CART_BAR_ANNOUNCE_MS)
    return () => clearTimeout(timer)
  }, [text, said, cart, t])
  return said
}
