import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { callApi } from '../../api'
import { ApiError } from '../../api/errors'
import type { Cart, CartLine } from '../../api/schemas/cart'
import { shopEndpoints } from '../../api/shop-endpoints'
import { BackLink } from '../../ui/back-link/BackLink'
import { ConfirmDialog } from '../../ui/ConfirmDialog'
import { feedback } from '../../ui/feedback/feedback'
import { formatCents } from '../../ui/format/money'
import { CachedDataHint } from '../../ui/offline/CachedDataHint'
import { QueryState } from '../../ui/query-state/QueryState'
import { useHydrated } from '../../ui/use-hydrated'
import { CartWaitingNotice } from './CartWaitingNotice'
import { estimatedPoints, linesWithoutBrand } from './cart-points'
import { cartQuery, cartScope } from './cart-queries'
import { HomeDeliveryTerms } from './HomeDeliveryTerms'
import { PRODUCT_THUMB_PX } from './ProductCard'
import { QuantityControl } from './QuantityControl'
import { SubstitutionChoiceControl } from './SubstitutionChoiceControl'
import { shopQueries } from './shop-queries'
import { UnknownStore } from './UnknownStore'
import { useCart, useCartLineChange } from './use-cart'
import { useShopStore } from './use-shop-store'
import { useStoreIdParam } from './use-store-id'
import { estimatedLineGrams, formatWeighedQuantity } from './weighed-quantity'
import './shop.css'

/** /shop/$storeId/cart (customers only): the store's open cart, kept on the server. */
export function CartPage() {
  const storeId = useStoreIdParam()
  if (storeId === null) return <UnknownStore />
  return <CartView storeId={storeId} />
}

function CartView({ storeId }: { storeId: number }) {
  const { query, cart } = useCart(storeId)
  const storeName = useShopStore(storeId)?.name

  useEffect(() => {
    if (query.error) console.error('Cart not loaded', query.error)
  }, [query.error])

  return (
    <section className="page shop shop-cart" aria-labelledby="page-title">
      <BackLink to="/shop/$storeId" params={{ storeId: String(storeId) }}>
        <Trans>Continua la spesa</Trans>
      </BackLink>
      <h1 id="page-title">
        <Trans>Carrello</Trans>
      </h1>
      {storeName && (
        <p>
          <Trans>
            Negozio: <strong>{storeName}</strong>
          </Trans>
        </p>
      )}

      {/* Offline, the cart on screen is the copy last read, and a change waits for the network. */}
      {cart && <CachedDataHint updatedAt={query.dataUpdatedAt} refreshFailed={false} />}
      <CartWaitingNotice storeId={storeId} />
      <QueryState
        query={{ data: cart, error: query.error, fetchStatus: query.fetchStatus, refetch: query.refetch }}
        isEmpty={(shown) => shown.lines.length === 0}
        loading={<Trans>Caricamento del carrello…</Trans>}
        offline={<Trans>Sei offline: il carrello si vede con la rete.</Trans>}
        failed={
          query.error instanceof ApiError ? (
            query.error.message
          ) : (
            <Trans>Il carrello non è disponibile.</Trans>
          )
        }
        empty={<Trans>Il carrello è vuoto.</Trans>}
        emptyAction={
          <Link to="/shop/$storeId" params={{ storeId: String(storeId) }} activeOptions={{ exact: true }}>
            <Trans>Sfoglia il catalogo</Trans>
          </Link>
        }
      />
      {cart && cart.lines.length > 0 && <CartContent storeId={storeId} cart={cart} />}
      {cart && query.isRefetchError && (
        <p className="shop__notice">
          <Trans>Aggiornamento non riuscito: il carrello mostrato potrebbe non essere quello attuale.</Trans>
        </p>
      )}
    </section>
  )
}

function CartContent({ storeId, cart }: { storeId: number; cart: Cart }) {
  const { t, i18n } = useLingui()
  const hydrated = useHydrated()
  const queryClient = useQueryClient()
  const ids = linesWithoutBrand(cart)
  const brands = useQuery({
    ...shopQueries.ownBrand(queryClient, storeId, ids),
    enabled: hydrated && ids.length > 0,
  })
  const points = estimatedPoints(cart, (id) => brands.data?.[id])
  const estimated = cart.lines.some((line) => line.available && line.estimatedWeight)
  const pieces = cart.lines.reduce((sum, line) => sum + (line.available ? line.quantity : 0), 0)
  const homeDelivery = useShopStore(storeId)?.homeDelivery ?? null

  return (
    <>
      <ul className="shop-cart__lines" aria-label={t`Prodotti nel carrello`}>
        {cart.lines.map((line) => (
          <CartLineRow key={line.productId} storeId={storeId} line={line} />
        ))}
      </ul>

      <dl className="shop-cart__totals">
        <dt>
          <Trans>Prodotti</Trans>
        </dt>
        <dd>
          <Plural value={pieces} one="# pezzo" other="# pezzi" />
        </dd>
        {cart.savingsCents > 0 && (
          <>
            <dt>
              <Trans>Risparmi con le offerte</Trans>
            </dt>
            <dd>{formatCents(i18n, cart.savingsCents)}</dd>
          </>
        )}
        <dt className="shop-cart__total">
          {estimated ? <Trans>Totale stimato</Trans> : <Trans>Totale</Trans>}
        </dt>
        <dd className="shop-cart__total">{formatCents(i18n, cart.totalCents)}</dd>
        {!(points === null && brands.isError) && (
          <>
            <dt>
              <Trans>Punti che accumuli</Trans>
            </dt>
            <dd>
              {points === null ? '…' : <Plural value={points} one="circa # punto" other="circa # punti" />}
            </dd>
          </>
        )}
      </dl>
      {homeDelivery && <HomeDeliveryTerms delivery={homeDelivery} productsCents={cart.totalCents} />}
      <p className="field__hint">
        {estimated && (
          <>
            <Trans>
              I prodotti a peso sono stimati: il negozio li pesa quando prepara la spesa e l'importo può
              cambiare.
            </Trans>{' '}
          </>
        )}
        <Trans>
          I punti sono una stima: 1 punto per euro e 2 per euro di prodotti a marchio, da 5 € di spesa. Li
          decide lo scontrino.
        </Trans>
      </p>
      <div className="shop-cart__actions">
        {cart.lines.some((line) => line.available) && (
          <Link className="button" to="/shop/$storeId/checkout" params={{ storeId: String(storeId) }}>
            <Trans>Vai alla cassa</Trans>
          </Link>
        )}
        <EmptyCartButton storeId={storeId} cart={cart} />
      </div>
    </>
  )
}

function CartLineRow({ storeId, line }: { storeId: number; line: CartLine }) {
  const { i18n } = useLingui()
  const change = useCartLineChange(storeId)
  const setQuantity = (quantity: number) => {
    if (!change.isPending) change.mutate({ productId: line.productId, quantity, from: line.quantity })
  }
  const headingId = `cart-line-${line.productId}`
  const price = formatCents(i18n, line.priceCents)
  const amount = formatCents(i18n, line.amountCents)
  return (
    <li className={line.available ? 'shop-cart__line' : 'shop-cart__line shop-cart__line--gone'}>
      <article aria-labelledby={headingId} className="shop-cart__line-body">
        <img
          className="shop-card__picture"
          src={line.imageUrl}
          alt=""
          width={PRODUCT_THUMB_PX}
          height={PRODUCT_THUMB_PX}
          loading="lazy"
          decoding="async"
        />
        <div className="shop-card__text">
          <h2 className="shop-card__name" id={headingId}>
            <Link
              to="/shop/$storeId/products/$productId"
              params={{ storeId: String(storeId), productId: String(line.productId) }}
            >
              {line.name}
            </Link>
          </h2>
          {line.available ? (
            <>
              <p className="shop-cart__price">
                {line.estimatedWeight ? (
                  formatWeighedQuantity(i18n, {
                    quantity: line.quantity,
                    pricePerKgCents: line.priceCents,
                    grams: estimatedLineGrams(line),
                  })
                ) : (
                  <Trans>{price} al pezzo</Trans>
                )}
              </p>
              {line.estimatedWeight && (
                <p className="shop-badge shop-badge--weight">
                  <Trans>Peso stimato</Trans>
                </p>
              )}
              <QuantityControl
                name={line.name}
                quantity={line.quantity}
                max={line.maxQuantity}
                pending={change.isPending}
                onChange={setQuantity}
              />
              <p className="shop-cart__amount">
                {line.estimatedWeight ? (
                  <Trans>Importo stimato: {amount}</Trans>
                ) : (
                  <Trans>Importo: {amount}</Trans>
                )}
              </p>
            </>
          ) : (
            <>
              <p className="shop__notice">
                <Trans>Il negozio non vende più questo prodotto: non è nel totale.</Trans>
              </p>
              <button
                type="button"
                className="button button--secondary"
                aria-disabled={change.isPending || undefined}
                onClick={() => setQuantity(0)}
              >
                <Trans>Rimuovi</Trans>
              </button>
            </>
          )}
        </div>
      </article>
      {/* Under the whole line, not the text's column: one row on a 390 px phone. */}
      {line.available && <SubstitutionChoiceControl storeId={storeId} line={line} />}
    </li>
  )
}

function EmptyCartButton({ storeId, cart }: { storeId: number; cart: Cart }) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const queryClient = useQueryClient()
  const { user } = useCart(storeId)
  const empty = useMutation({
    scope: { id: cartScope(storeId) },
    mutationFn: () => callApi(shopEndpoints.emptyCart, { params: { cartId: String(cart.id) } }),
    onSuccess: (emptied) => {
      if (user) queryClient.setQueryData(cartQuery(user.id, storeId).queryKey, emptied)
      setOpen(false)
      feedback.toast('success', t`Il carrello è stato svuotato.`)
    },
    onError: (error) => {
      setOpen(false)
      feedback.toast(
        'error',
        error instanceof ApiError ? error.message : t`Non è stato possibile svuotare il carrello.`,
      )
      if (user) void queryClient.invalidateQueries({ queryKey: cartQuery(user.id, storeId).queryKey })
    },
  })
  return (
    <>
      <button type="button" className="button button--danger" onClick={() => setOpen(true)}>
        <Trans>Svuota il carrello</Trans>
      </button>
      <ConfirmDialog
        open={open}
        danger
        busy={empty.isPending}
        title={<Trans>Vuoi svuotare il carrello?</Trans>}
        confirmLabel={<Trans>Sì, svuota</Trans>}
        onConfirm={() => empty.mutate()}
        onCancel={() => setOpen(false)}
      >
        <p>
          <Trans>Tutti i prodotti escono dal carrello.</Trans>
        </p>
      </ConfirmDialog>
    </>
  )
}
