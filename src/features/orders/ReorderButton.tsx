import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { callApi } from '../../api'
import { ApiError } from '../../api/errors'
import type { Cart } from '../../api/schemas/cart'
import type { Order } from '../../api/schemas/orders'
import { shopEndpoints } from '../../api/shop-endpoints'
import { CartFillOutcome } from '../lists/CartFillOutcome'
import { cartQuery } from '../shop/cart-queries'

/**
 * "Ordina di nuovo": the order's products go into the store's open cart at today's prices. What the
 * store no longer sells as such comes back with its best matches to confirm or change, on the same
 * screen as a list's "Metti nel carrello" (CartFillOutcome); only what matches nothing is told as
 * no longer sold. Leads to the cart.
 */
export function ReorderButton({ order, userId }: { order: Order; userId: number }) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const outcome = useRef<HTMLDivElement>(null)
  const keepCart = (cart: Cart) => queryClient.setQueryData(cartQuery(userId, order.storeId).queryKey, cart)
  const reorder = useMutation({
    mutationFn: () => callApi(shopEndpoints.reorder, { params: { id: String(order.id) } }),
    onSuccess: (fill) => keepCart(fill.cart),
  })
  useEffect(() => {
    if (reorder.isSuccess || reorder.isError) outcome.current?.focus()
  }, [reorder.isSuccess, reorder.isError])

  // The order's products the fill put in the cart (as the store sells them today), and then each
  // item confirmed under another product.
  const ordered = new Set(order.lines.map((line) => line.productId))
  const inCart = reorder.data?.cart.lines.filter((line) => ordered.has(line.productId)).length ?? 0
  return (
    <div className="order__reorder">
      <button
        type="button"
        className="button button--secondary"
        aria-disabled={reorder.isPending || undefined}
        onClick={() => {
          if (!reorder.isPending) reorder.mutate()
        }}
      >
        {reorder.isPending ? <Trans>Aggiunta al carrello…</Trans> : <Trans>Ordina di nuovo</Trans>}
      </button>
      <div ref={outcome} tabIndex={-1} className="order__reorder-outcome">
        <CartFillOutcome
          filled={reorder.data ? { fill: reorder.data, storeId: order.storeId } : null}
          onCart={keepCart}
          notSoldIntro={<Trans>Il negozio non vende più:</Trans>}
          summary={(_, confirmed) => {
            const added = inCart + confirmed
            return (
              <Plural
                value={added}
                _0="Nessun prodotto dell'ordine è nel carrello."
                one="# prodotto dell'ordine è nel carrello, ai prezzi di oggi."
                other="# prodotti dell'ordine sono nel carrello, ai prezzi di oggi."
              />
            )
          }}
        />
        {reorder.isError && (
          <p className="shop__notice" role="alert">
            {reorder.error instanceof ApiError ? reorder.error.message : t`Non è stato possibile riordinare.`}
          </p>
        )}
      </div>
    </div>
  )
}
