import { Trans, useLingui } from '@lingui/react/macro'
import type { Product } from '../../api/schemas/catalogue'
import { formatIsoDate } from '../../ui/format/dates'
import { formatCents } from '../../ui/format/money'
import './product-price.css'

/**
 * A product's price as Italian shelves show it: the selling price (per piece, or per kilo for what is
 * sold by weight), the price per kilo or litre next to it (the law's unit price), and a promo price
 * with its previous price struck through (said in words, not only by the line) and the lowest price
 * of the 30 days before the reduction began (Codice del Consumo art. 17-bis; docs/ordering.md "Prices
 * and their history"), with the promo's last day. `compact` is the catalogue card's short form: the
 * same facts, the 30-day line in fewer words on screen and in full for screen readers, no last day
 * (the product's page has it).
 */
export function ProductPrice({ product, compact = false }: { product: Product; compact?: boolean }) {
  const { i18n } = useLingui()
  const promo = product.promoPriceCents !== null && product.promoPriceCents < product.priceCents
  const selling = promo ? (product.promoPriceCents ?? product.priceCents) : product.priceCents
  const price = formatCents(i18n, selling)
  const previous = formatCents(i18n, product.previousPriceCents ?? product.priceCents)
  const lowest = product.lowest30DaysCents === null ? null : formatCents(i18n, product.lowest30DaysCents)
  const until = product.promoUntil ? formatIsoDate(product.promoUntil) : null
  const byWeight = product.unit === 'KG'
  const grams = product.estimatedWeightGrams
  const piece = byWeight && grams ? formatCents(i18n, Math.round((selling * grams) / 1000)) : null
  const reference =
    !byWeight && product.referencePrice ? formatCents(i18n, product.referencePrice.cents) : null

  return (
    <div className={compact ? 'product-price product-price--compact' : 'product-price'}>
      <p className="product-price__main">
        {promo && (
          <>
            <del className="product-price__previous">
              <span className="visually-hidden">
                <Trans>Prezzo precedente</Trans>{' '}
              </span>
              {previous}
            </del>{' '}
          </>
        )}
        <strong className={promo ? 'product-price__now product-price__now--promo' : 'product-price__now'}>
          {promo && (
            <span className="visually-hidden">
              <Trans>Prezzo in offerta</Trans>{' '}
            </span>
          )}
          {byWeight ? <Trans>{price} al kg</Trans> : <Trans>{price} al pezzo</Trans>}
        </strong>
      </p>
      {promo && <LowestPrice lowest={lowest} compact={compact} />}
      {reference && product.referencePrice && (
        <p className="product-price__unit">
          {product.referencePrice.per === 'KG' ? (
            <Trans>{reference} al kg</Trans>
          ) : (
            <Trans>{reference} al litro</Trans>
          )}
        </p>
      )}
      {piece && grams && (
        <p className="product-price__unit">
          <Trans>
            Un pezzo pesa circa {grams} g: circa {piece}
          </Trans>
        </p>
      )}
      {promo && until && !compact && (
        <p className="product-price__promo">
          <Trans>Offerta valida fino al {until}</Trans>
        </p>
      )}
    </div>
  )
}

/** The 30 days' lowest price, or that the product has no price in them (new on the shelf). */
function LowestPrice({ lowest, compact }: { lowest: string | null; compact: boolean }) {
  const full =
    lowest === null ? (
      <Trans>Prodotto nuovo: nessun prezzo nei 30 giorni precedenti lo sconto</Trans>
    ) : (
      <Trans>Prezzo più basso dei 30 giorni precedenti lo sconto: {lowest}</Trans>
    )
  if (!compact) return <p className="product-price__lowest">{full}</p>
  return (
    <p className="product-price__lowest">
      <span aria-hidden="true">
        {lowest === null ? (
          <Trans>Nuovo: nessun prezzo 30 gg prima</Trans>
        ) : (
          <Trans>Più basso 30 gg prima: {lowest}</Trans>
        )}
      </span>
      <span className="visually-hidden">{full}</span>
    </p>
  )
}
