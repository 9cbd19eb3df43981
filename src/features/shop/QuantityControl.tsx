import { Trans, useLingui } from '@lingui/react/macro'
import { type ReactNode, useEffect, useId, useRef } from 'react'

interface QuantityControlProps {
  /** The product's name, for the buttons' accessible names (a list holds many of them). */
  name: string
  quantity: number
  /** The most one order line may hold: "+" stops there, before the server's 4034. */
  max: number
  /** A change of this line is on its way: taps wait (the buttons keep the focus). */
  pending: boolean
  onChange: (quantity: number) => void
  /**
   * The catalogue's card: "+" alone (its accessible name says "Aggiungi al carrello: …"), and the
   * limit per order written only once reached (the "+" still names it as its description).
   */
  compact?: boolean
  /** What the quantity amounts to, under the buttons: a weighed product's pieces and weight. */
  detail?: ReactNode
  /**
   * The quantity says itself (a polite live region) when it changes. Off where the page's cart bar
   * says the change instead (the catalogue, a product's page): one announcement per change.
   */
  announce?: boolean
}

/**
 * "Aggiungi al carrello" ("+" on a catalogue card), then − quantity +. The limit per order is written next to the buttons, and
 * "+" is off at the limit, so the customer learns it before the server refuses. The buttons are
 * never `disabled` while a change is on its way: a disabled button loses the keyboard focus.
 */
export function QuantityControl({
  name,
  quantity,
  max,
  pending,
  onChange,
  compact = false,
  detail,
  announce = true,
}: QuantityControlProps) {
  const { t } = useLingui()
  const limitId = useId()
  const atMax = quantity >= max
  // Adding the first piece or removing the last swaps the buttons: the keyboard focus goes on to the
  // one that takes the clicked one's place instead of being lost.
  const addRef = useRef<HTMLButtonElement>(null)
  const plusRef = useRef<HTMLButtonElement>(null)
  const focusAfterSwap = useRef(false)
  const shown = quantity === 0 ? 'add' : 'steps'
  useEffect(() => {
    if (!focusAfterSwap.current) return
    focusAfterSwap.current = false
    ;(shown === 'add' ? addRef : plusRef).current?.focus()
  }, [shown])
  const change = (next: number) => {
    if (pending || next < 0 || next > max) return
    focusAfterSwap.current = (quantity === 0) !== (next === 0)
    onChange(next)
  }

  if (quantity === 0) {
    return (
      <div className={compact ? 'shop-quantity shop-quantity--compact' : 'shop-quantity'}>
        <button
          ref={addRef}
          type="button"
          className={compact ? 'shop-quantity__step shop-quantity__plus' : 'button shop-quantity__add'}
          aria-label={t`Aggiungi al carrello: ${name}`}
          aria-disabled={pending || undefined}
          onClick={() => change(1)}
        >
          {compact ? <span aria-hidden="true">+</span> : <Trans>Aggiungi al carrello</Trans>}
        </button>
      </div>
    )
  }

  return (
    <div className={compact ? 'shop-quantity shop-quantity--compact' : 'shop-quantity'} aria-busy={pending}>
      <fieldset className="shop-quantity__row" aria-label={t`Quantità nel carrello: ${name}`}>
        <button
          type="button"
          className="shop-quantity__step"
          aria-label={quantity === 1 ? t`Togli dal carrello: ${name}` : t`Uno in meno: ${name}`}
          aria-disabled={pending || undefined}
          onClick={() => change(quantity - 1)}
        >
          <span aria-hidden="true">−</span>
        </button>
        <output className="shop-quantity__value" aria-live={announce ? 'polite' : 'off'}>
          {quantity}
        </output>
        <button
          ref={plusRef}
          type="button"
          className="shop-quantity__step"
          aria-label={t`Uno in più: ${name}`}
          aria-disabled={pending || atMax || undefined}
          aria-describedby={limitId}
          onClick={() => change(quantity + 1)}
        >
          <span aria-hidden="true">+</span>
        </button>
      </fieldset>
      {detail && <p className="shop-quantity__detail">{detail}</p>}
      <p
        id={limitId}
        className={
          atMax
            ? 'shop-quantity__limit shop-quantity__limit--reached'
            : compact
              ? 'shop-quantity__limit visually-hidden'
              : 'shop-quantity__limit'
        }
      >
        {atMax ? (
          <Trans>Hai raggiunto il massimo per ordine: {max}</Trans>
        ) : (
          <Trans>Massimo {max} per ordine</Trans>
        )}
      </p>
    </div>
  )
}
