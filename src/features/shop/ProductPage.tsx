import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useParams } from '@tanstack/react-router'
import { useEffect } from 'react'
import { ApiError } from '../../api/errors'
import type { Product } from '../../api/schemas/catalogue'
import { BackLink } from '../../ui/back-link/BackLink'
import { QueryState } from '../../ui/query-state/QueryState'
import { useHydrated } from '../../ui/use-hydrated'
import { CartBar } from './CartBar'
import { CatalogueCopyHint } from './CatalogueCopyHint'
import { ProductLabel } from './food-label/ProductLabel'
import { LazyProductListActions } from './LazyProductListActions'
import { rememberStore } from './last-store'
import { OwnBrandBadge } from './OwnBrandBadge'
import { ProductPrice } from './ProductPrice'
import { QuantityControl } from './QuantityControl'
import { shopQueries } from './shop-queries'
import { UnknownStore } from './UnknownStore'
import { useCartLine, usePendingAdd } from './use-cart'
import { useStoreIdParam } from './use-store-id'
import { estimatedProductGrams, formatWeighedPieces } from './weighed-quantity'
import './shop.css'
import { brandName } from './brand-name'

/** The picture's box on the product page, reserved before it arrives. */
const PICTURE_PX = 240

/** /shop/$storeId/products/$productId: one product as the store sells it. */
export function ProductPage() {
  const storeId = useStoreIdParam()
  const { productId } = useParams({ strict: false })
  const id = typeof productId === 'string' && /^\d{1,9}$/.test(productId) ? Number(productId) : null
  if (storeId === null) return <UnknownStore />
  return <ProductView storeId={storeId} productId={id} />
}

function ProductView({ storeId, productId }: { storeId: number; productId: number | null }) {
  usePendingAdd(storeId)
  const query = useQuery({
    ...shopQueries.product(storeId, productId ?? 0),
    enabled: useHydrated() && productId !== null,
  })
  const { data: product, error } = query
  useEffect(() => {
    if (error) console.error('Product not loaded', error)
  }, [error])
  // A product the store sells: the customer shops there (the favorites' prices and the shop follow).
  const sold = product !== undefined
  useEffect(() => {
    if (sold) rememberStore(storeId)
  }, [sold, storeId])

  const back = (
    <BackLink to="/shop/$storeId" params={{ storeId: String(storeId) }}>
      <Trans>Torna al catalogo</Trans>
    </BackLink>
  )

  if (productId === null || (error instanceof ApiError && error.kind === 'code' && !product)) {
    return (
      <section className="page shop" aria-labelledby="page-title">
        {back}
        <h1 id="page-title">
          <Trans>Prodotto non disponibile</Trans>
        </h1>
        <p className="shop__notice" role="alert">
          {error instanceof ApiError ? error.message : <Trans>Prodotto non valido</Trans>}
        </p>
      </section>
    )
  }

  return (
    <section className="page shop shop-product" aria-labelledby="page-title">
      {back}
      {/* One h1 whether the product has come or not: the focus the router gives it on arrival
          (ui/page-title-and-focus) stays when the product's name replaces "Prodotto". */}
      <h1 id="page-title">{product ? product.name : <Trans>Prodotto</Trans>}</h1>
      {product ? (
        <ProductDetail storeId={storeId} product={product} />
      ) : (
        <QueryState
          query={query}
          loading={<Trans>Caricamento del prodotto…</Trans>}
          offline={
            <Trans>
              Sei offline e questo prodotto non è ancora salvato sul dispositivo. Riprova con la rete.
            </Trans>
          }
          failed={
            error instanceof ApiError && error.kind === 'network' ? (
              <Trans>Nessuna connessione: questo prodotto non è salvato sul dispositivo.</Trans>
            ) : (
              <Trans>Il prodotto non è disponibile in questo momento.</Trans>
            )
          }
        />
      )}
      {product && <CatalogueCopyHint updatedAt={query.dataUpdatedAt} refreshFailed={query.isRefetchError} />}
      <CartBar storeId={storeId} />
    </section>
  )
}

function ProductDetail({ storeId, product }: { storeId: number; product: Product }) {
  const { i18n } = useLingui()
  const line = useCartLine(storeId, product.id)
  const ean = product.ean
  const weighed =
    product.unit === 'KG' && line.quantity > 0
      ? formatWeighedPieces(i18n, {
          quantity: line.quantity,
          grams: estimatedProductGrams(product, line.quantity),
        })
      : null
  return (
    <>
      <div className="shop-product__layout">
        <img
          className="shop-product__picture"
          src={product.imageUrl}
          alt=""
          width={PICTURE_PX}
          height={PICTURE_PX}
          decoding="async"
        />
        <div className="shop-product__text">
          <p className="shop-card__brand">{brandName(i18n, product.brand)}</p>
          {product.ownBrand && <OwnBrandBadge brand={product.brand} />}
          <ProductPrice product={product} />
          <LazyProductListActions product={product} />
          {product.unit === 'KG' && (
            <p className="field__hint">
              <Trans>
                Venduto a peso: lo ordini a pezzi, il negozio lo pesa e lo scontrino indica l'importo esatto.
              </Trans>
            </p>
          )}
          <QuantityControl
            name={product.name}
            quantity={line.quantity}
            max={product.maxQuantity}
            pending={line.pending}
            onChange={line.setQuantity}
            detail={weighed}
            announce={false}
          />
          <p className="shop-product__ean">
            <Trans>Codice EAN: {ean}</Trans>
          </p>
        </div>
      </div>
      <ProductLabel storeId={storeId} productId={product.id} />
    </>
  )
}
