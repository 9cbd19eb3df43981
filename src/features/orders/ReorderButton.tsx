import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { callApi } from '../../api'
import { ApiError } from '../../api/errors'
import type { Order } from '../../api/schemas/orders'
import { shopEndpoints } from '../../api/shop-endpoints'
import { cartQuery } from '../shop/cart-queries'

/**
 * "Ordina di nuovo": the order's products go into the store's open cart at today's prices; the
 * answer says which the store no longer sells, and leads to the cart.
 */
export function ReorderButton({ order, userId }: { order: Order; userId: number }) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const outcome = useRef<HTMLDivElement>(null)
  const reorder = useMutation({
    mutationFn: () => callApi(shopEndpoints.reorder, { params: { id: String(order.id) } }),
    onSuccess: (fill) => {
      queryClient.setQueryData(cartQuery(userId, order.storeId).queryKey, fill.cart)
    },
  })
  useEffect(() => {
    if (reorder.isSuccess || reorder.isError) outcome.current?.focus()
  }, [reorder.isSuccess, reorder.isError])

  const added = reorder.data
    ? reorder.data.cart.lines.filter((line) => order.lines.some((l) => l.productId === line.productId)).length
    : 0
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
        {reorder.data && (
          <div className="shop__notice">
            <p>
              <Plural
                value={added}
                one="# prodotto dell'ordine è nel carrello, ai prezzi di oggi."
                other="# prodotti dell'ordine sono nel carrello, ai prezzi di oggi."
              />
            </p>
            {reorder.data.missing.length > 0 && (
              <p>
                <Trans>Il negozio non vende più:</Trans>{' '}
                {reorder.data.missing.map((item) => item.name).join(', ')}
              </p>
            )}
            <Link to="/shop/$storeId/cart" params={{ storeId: String(order.storeId) }}>
              <Trans>Vai al carrello</Trans>
            </Link>
          </div>
        )}
        {reorder.isError && (
          <p className="shop__notice" role="alert">
            {reorder.error instanceof ApiError ? reorder.error.message : t`Non è stato possibile riordinare.`}
          </p>
        )}
      </div>
    </div>
  )
}
