import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { callApi } from '../../api'
import { ApiError } from '../../api/errors'
import type { Cart } from '../../api/schemas/cart'
import type { CartFill, MissingItem } from '../../api/schemas/smartlists'
import { shopEndpoints } from '../../api/shop-endpoints'
import { useOnline } from '../../ui/offline/use-online'
import './cart-fill.css'

interface Shown {
  fill: CartFill | null
  cart: Cart | null
  /** How many items were confirmed since this fill. */
  confirmed: number
  /** Which fill this is, counted: the rows' key. */
  round: number
}

/**
 * What filling a store's cart answered, told the same way for a list's "Metti nel carrello" and a
 * past order's "Ordina di nuovo" (docs/lists-sharing.md "Lists to the cart"): how many products are
 * in the cart, the items the store sells under another product under "Da confermare" (its best
 * match chosen, the others to pick instead), and only what matches nothing as not sold, each named
 * once. Its status region is there before any answer, so that the answer is read out when it comes.
 */
export function CartFillOutcome({
  filled,
  summary,
  notSoldIntro,
  onCart,
}: {
  /** The server's answer and the store whose cart it filled; null before any. */
  filled: { fill: CartFill; storeId: number } | null
  /** The sentence on the cart, given the cart now and how many items were confirmed since the fill. */
  summary: (cart: Cart, confirmed: number) => ReactNode
  /** What comes before the names of what the store does not sell ("Il negozio non vende:"). */
  notSoldIntro: ReactNode
  /** Each cart a "Conferma" answers, for the caller's copy of it. */
  onCart?: (cart: Cart) => void
}) {
  // The cart shown starts as the fill's and follows each "Conferma"; a new fill starts again.
  const fill = filled?.fill ?? null
  const [shown, setShown] = useState<Shown>({ fill, cart: fill?.cart ?? null, confirmed: 0, round: 0 })
  if (shown.fill !== fill) setShown({ fill, cart: fill?.cart ?? null, confirmed: 0, round: shown.round + 1 })
  const cart = shown.fill === fill ? shown.cart : (fill?.cart ?? null)
  const confirm = (next: Cart) => {
    setShown((before) => ({ ...before, cart: next, confirmed: before.confirmed + 1 }))
    onCart?.(next)
  }
  const toConfirm = fill?.missing.filter((item) => item.matches.length > 0) ?? []
  const notSold = fill?.missing.filter((item) => item.matches.length === 0) ?? []
  return (
    <>
      <div role="status" className="cart-fill__outcome">
        {filled && cart && (
          <>
            <p>{summary(cart, shown.confirmed)}</p>
            {notSold.length > 0 && (
              <p>
                {notSoldIntro} {notSoldNames(notSold)}
              </p>
            )}
            <Link to="/shop/$storeId/cart" params={{ storeId: String(filled.storeId) }}>
              <Trans>Vai al carrello</Trans>
            </Link>
          </>
        )}
      </div>
      {toConfirm.length > 0 && cart && (
        // Keyed by the fill: the rows of a new fill start with nothing confirmed.
        <div className="cart-fill__matches" key={shown.round}>
          <h3>
            <Trans>Da confermare</Trans>
          </h3>
          <ul className="cart-fill__items">
            {toConfirm.map((item) => (
              <MatchRow
                key={`${item.productId ?? ''}-${item.name}`}
                item={item}
                cart={cart}
                onCart={confirm}
              />
            ))}
          </ul>
        </div>
      )}
    </>
  )
}

/**
 * The names of what the store does not sell, each once: the server answers one item for each text
 * (server/domain/orders/cart-filling.ts), and a name told twice (two products of one name) is still
 * said once here.
 */
function notSoldNames(items: readonly MissingItem[]): string {
  const seen = new Set<string>()
  const names: string[] = []
  for (const { name } of items) {
    const key = name.trim().toLocaleLowerCase('it')
    if (seen.has(key)) continue
    seen.add(key)
    names.push(name.trim())
  }
  return names.join(', ')
}

/** One item the store sells under another name: its best match chosen, the others to pick instead. */
function MatchRow({ item, cart, onCart }: { item: MissingItem; cart: Cart; onCart: (cart: Cart) => void }) {
  const { t } = useLingui()
  const online = useOnline()
  const selectId = useId()
  const [productId, setProductId] = useState(String(item.matches[0]?.id ?? ''))
  const product = item.matches.find((match) => String(match.id) === productId)
  const put = useMutation({
    mutationFn: () => {
      if (!product) throw new Error('no product chosen')
      const held = cart.lines.find((line) => line.productId === product.id)?.quantity ?? 0
      return callApi(shopEndpoints.setCartLine, {
        params: { cartId: String(cart.id), productId: String(product.id) },
        body: { quantity: Math.min(held + item.quantity, product.maxQuantity) },
      })
    },
    onSuccess: onCart,
  })
  // "Conferma" goes once done: focus moves to what replaces it, not to the page's start.
  const done = useRef<HTMLParagraphElement>(null)
  const focusDone = useRef(false)
  useEffect(() => {
    if (!put.isSuccess || !focusDone.current) return
    focusDone.current = false
    done.current?.focus()
  }, [put.isSuccess])
  return (
    <li className="cart-fill__match">
      <label htmlFor={selectId} className="field__label">
        <Trans>«{item.name}» in questo negozio:</Trans>
      </label>
      <select
        id={selectId}
        className="field__input"
        value={productId}
        disabled={put.isSuccess}
        onChange={(event) => setProductId(event.target.value)}
      >
        {item.matches.map((match) => (
          <option key={match.id} value={String(match.id)}>
            {match.name}
          </option>
        ))}
      </select>
      {put.isSuccess ? (
        <p role="status" ref={done} tabIndex={-1}>
          <Trans>Aggiunto al carrello.</Trans>
        </p>
      ) : (
        <button
          type="button"
          className="button button--secondary"
          aria-label={t`Conferma per «${item.name}»: ${product?.name ?? ''}`}
          aria-disabled={!online || !product || put.isPending || undefined}
          onClick={(event) => {
            focusDone.current = document.activeElement === event.currentTarget
            if (online && product && !put.isPending) put.mutate()
          }}
        >
          <Trans>Conferma</Trans>
        </button>
      )}
      {put.isError && (
        <p className="cart-fill__notice" role="alert">
          {put.error instanceof ApiError
            ? put.error.message
            : t`Non è stato possibile aggiungerlo al carrello.`}
        </p>
      )}
    </li>
  )
}
