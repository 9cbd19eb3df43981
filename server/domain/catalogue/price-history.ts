import { addDays } from '../shared/rome-time'

/**
 * A store's price of one product over a stretch of days (a store_prices row): `priceCents` from
 * `from` to `until` (Italian calendar days, both included; null: until further notice), reduced by
 * the store itself to `promoCents` when given.
 */
export interface PricePeriod {
  from: string
  until: string | null
  priceCents: number
  promoCents: number | null
}

/** A leaflet's offer on the product in this store: `cents` from `from` to `until`, both included. */
export interface Offer {
  from: string
  until: string
  cents: number
}

/**
 * What the product cost on a day: the shelf price, and a reduction's price and last day, if any (null
 * for a store's own reduction until further notice).
 */
export interface DayPrice {
  priceCents: number
  promo: { cents: number; until: string | null } | null
}

/**
 * Today's price, and for a reduction what art. 17-bis of the Codice del Consumo asks to show. A
 * reduction is one only when its price is below the lowest price of the 30 days before it began;
 * otherwise `promo` is null and `priceCents` is the price it sells at (docs/ordering.md "Prices and
 * their history").
 */
export interface PriceToday extends DayPrice {
  /**
   * The reduction's previous price (the price struck through): by art. 17-bis the lowest price of
   * the 30 days before the reduction began, so always `lowest30DaysCents`; null without a reduction.
   */
  previousPriceCents: number | null
  /** The lowest price of the 30 days before the reduction began; null without a reduction. */
  lowest30DaysCents: number | null
  /**
   * How many of those days the lowest was taken over: 30, or fewer for a product on the shelf for
   * less (art. 17-bis c. 4 asks to name that shorter period); null without a reduction.
   */
  lowestDays: number | null
}

/** How far back a reduction's beginning is looked for: longer runs are cut there. */
export const HISTORY_DAYS = 120
/** The days before a reduction whose lowest price is shown (Codice del Consumo art. 17-bis). */
export const OMNIBUS_DAYS = 30

/**
 * One product's price history in one store (docs/ordering.md "Prices and their history"). A day's
 * price is the period covering it, reduced by the lowest of the store's own promo price and the
 * leaflets' offers of that day when it is below the shelf price. A reduction begins on the first day
 * of the unbroken run of reduced days that reaches today, so a leaflet that follows another, or a
 * deeper cut in the middle of an offer, does not start the 30 days again.
 */
export class PriceHistory {
  constructor(
    private readonly periods: readonly PricePeriod[],
    private readonly offers: readonly Offer[],
    /** The shelf price of a day no period covers, when it is today (store_products' price). */
    private readonly fallback: { day: string; priceCents: number } | null = null,
  ) {}

  /** The price of `day`, or null when the history does not know it. */
  on(day: string): DayPrice | null {
    // The latest period to begin wins where two overlap: a correction entered later.
    let period: PricePeriod | undefined
    for (const p of this.periods)
      if (p.from <= day && (p.until === null || day <= p.until) && (!period || p.from >= period.from))
        period = p
    const priceCents = period?.priceCents ?? (this.fallback?.day === day ? this.fallback.priceCents : null)
    if (priceCents === null) return null
    let promo: DayPrice['promo'] = null
    if (period?.promoCents != null && period.promoCents < priceCents)
      promo = { cents: period.promoCents, until: period.until }
    for (const offer of this.offers)
      if (
        offer.from <= day &&
        day <= offer.until &&
        offer.cents < priceCents &&
        (!promo || offer.cents < promo.cents)
      )
        promo = { cents: offer.cents, until: offer.until }
    return { priceCents, promo }
  }

  /**
   * Today's price; with a reduction, its previous price: the lowest of the 30 days before it began.
   * A reduced price not below that lowest (or with none of those days known: nothing to reduce from)
   * is today's price, not a reduction.
   */
  today(day: string): PriceToday | null {
    const now = this.on(day)
    if (!now) return null
    const none = { previousPriceCents: null, lowest30DaysCents: null, lowestDays: null }
    if (!now.promo) return { ...now, ...none }
    let start = day
    for (let back = 1; back <= HISTORY_DAYS; back++) {
      const earlier = addDays(day, -back)
      if (!this.on(earlier)?.promo) break
      start = earlier
    }
    let lowest: number | null = null
    // The days counted: back to the earliest day known (the product's first on the shelf, if later).
    let days = 0
    for (let back = 1; back <= OMNIBUS_DAYS; back++) {
      const price = this.on(addDays(start, -back))
      if (!price) continue
      days = back
      const paid = price.promo?.cents ?? price.priceCents
      if (lowest === null || paid < lowest) lowest = paid
    }
    if (lowest === null || now.promo.cents >= lowest)
      return { priceCents: now.promo.cents, promo: null, ...none }
    return { ...now, previousPriceCents: lowest, lowest30DaysCents: lowest, lowestDays: days }
  }
}
