import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { Product } from '../../api/schemas/catalogue'
import { formatIsoDate } from '../../ui/format/dates'
import { formatCents } from '../../ui/format/money'
import './product-price.css'

/**
 * A product's price as Italian shelves show it: the selling price (per piece, or per kilo for what is
 * sold by weight), the price per kilo or litre next to it (the law's unit price), and a promo price
 * with its previous price struck through (said in words, not only by the line), which is the lowest
 * price of the 30 days before the reduction began, and says so (Codice del Consumo art. 17-bis;
 * docs/ordering.md "Prices and their history"), with the promo's last day. The server sends a promo
 * price only below that lowest; a promo without one, or not below it, is shown as no reduction. `compact` is the catalogue card's short form: the
 * same facts, the 30-day line in fewer words on screen and in full for screen readers, no last day
 * (the product's page has it).
 */
/**
 * A reduction to show: a promo price below the 30 days' lowest price, which is its previous price
 * (art. 17-bis). Anything else (an older server's answer) shows as the price it sells at, never as
 * an offer.
 */
export function isReduction(product: Product): boolean {
  return (
    product.promoPriceCents !== null &&
    product.lowest30DaysCents !== null &&
    product.promoPriceCents < product.lowest30DaysCents
  )
}

export function ProductPrice({ product, compact = false }: { product: Product; compact?: boolean }) {
  const { i18n } = useLingui()
  const promo = isReduction(product)
  const selling = product.promoPriceCents ?? product.priceCents
  const price = formatCents(i18n, selling)
  const previous = formatCents(i18n, product.lowest30DaysCents ?? product.priceCents)
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
      {promo && <LowestPrice lowest={previous} days={product.lowestDays ?? 30} compact={compact} />}
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

/**
 * The struck price is the 30 days' lowest price: said in full, in fewer words on a card. A product on
 * the shelf for fewer days before the reduction names that shorter period (art. 17-bis c. 4).
 */
function LowestPrice({ lowest, days, compact }: { lowest: string; days: number; compact: boolean }) {
  const full =
    days >= 30 ? (
      <Trans>Prezzo più basso dei 30 giorni precedenti lo sconto: {lowest}</Trans>
    ) : (
      <Plural
        value={days}
        one={`Prezzo più basso del giorno precedente lo sconto, da quando è in vendita: ${lowest}`}
        other={`Prezzo più basso dei # giorni precedenti lo sconto, da quando è in vendita: ${lowest}`}
      />
    )
  if (!compact) return <p className="product-price__lowest">{full}</p>
  return (
    <p className="product-price__lowest">
      <span aria-hidden="true">
        {days >= 30 ? (
          <Trans>Più basso 30 gg prima: {lowest}</Trans>
        ) : (
          <Plural
            value={days}
            one={`Più basso il giorno prima: ${lowest}`}
            other={`Più basso # gg prima: ${lowest}`}
          />
        )}
      </span>
      <span className="visually-hidden">{full}</span>
    </p>
  )
}
