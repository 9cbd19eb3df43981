import { Trans, useLingui } from '@lingui/react/macro'
import type { Product } from '../../api/schemas/catalogue'
import { formatIsoDate } from '../../ui/format/dates'
import { formatCents } from '../../ui/format/money'

/**
 * A product's price as Italian shelves show it: the selling price (per piece, or per kilo for what is
 * sold by weight), the price per kilo or litre next to it (the law's unit price), and a leaflet's
 * promo price with the normal price struck through and the promo's last day.
 */
export function ProductPrice({ product }: { product: Product }) {
  const { i18n } = useLingui()
  const promo = product.promoPriceCents !== null && product.promoPriceCents < product.priceCents
  const selling = promo ? (product.promoPriceCents ?? product.priceCents) : product.priceCents
  const price = formatCents(i18n, selling)
  const normal = formatCents(i18n, product.priceCents)
  const until = product.promoUntil ? formatIsoDate(product.promoUntil) : null
  const byWeight = product.unit === 'KG'
  const grams = product.estimatedWeightGrams
  const piece = byWeight && grams ? formatCents(i18n, Math.round((selling * grams) / 1000)) : null
  const reference =
    !byWeight && product.referencePrice ? formatCents(i18n, product.referencePrice.cents) : null

  return (
    <div className="shop-price">
      <p className="shop-price__main">
        {promo && (
          <>
            <del className="shop-price__normal">
              <span className="visually-hidden">
                <Trans>Prezzo normale</Trans>{' '}
              </span>
              {normal}
            </del>{' '}
          </>
        )}
        <strong className={promo ? 'shop-price__now shop-price__now--promo' : 'shop-price__now'}>
          {promo && (
            <span className="visually-hidden">
              <Trans>Prezzo in offerta</Trans>{' '}
            </span>
          )}
          {byWeight ? <Trans>{price} al kg</Trans> : <Trans>{price} al pezzo</Trans>}
        </strong>
      </p>
      {reference && product.referencePrice && (
        <p className="shop-price__unit">
          {product.referencePrice.per === 'KG' ? (
            <Trans>{reference} al kg</Trans>
          ) : (
            <Trans>{reference} al litro</Trans>
          )}
        </p>
      )}
      {piece && grams && (
        <p className="shop-price__unit">
          <Trans>
            Un pezzo pesa circa {grams} g: circa {piece}
          </Trans>
        </p>
      )}
      {promo && until && (
        <p className="shop-price__promo">
          <Trans>Offerta valida fino al {until}</Trans>
        </p>
      )}
    </div>
  )
}
