/**
 * The fixed catalogue the seed leaflets draw from. Names carry no brand on purpose: the demo must not
 * suggest real manufacturers, and the chain's own brand is added by the leaflet that promotes it.
 * Prices are regular shelf prices in cents; offers derive their discounts from them, never at random,
 * so the same `today` always gives the same files.
 */
export type Category =
  | 'ortofrutta'
  | 'freschi'
  | 'carne-pesce'
  | 'dispensa'
  | 'bevande'
  | 'surgelati'
  | 'casa-persona'

export type Region = 'Piemonte' | 'Liguria'

export interface Product {
  name: string
  /** As printed on the pack, e.g. '6 x 1,5 l'. */
  size: string
  category: Category
  priceCents: number
  /** Net quantity in kg or l, for the unit price Italian law requires next to the selling price. */
  measure: { amount: number; unit: 'kg' | 'l' } | null
  region?: Region
  /** Drawn as a fish rather than as meat. */
  fish?: boolean
}

const kg = (amount: number) => ({ amount, unit: 'kg' as const })
const l = (amount: number) => ({ amount, unit: 'l' as const })

const p = (
  category: Category,
  name: string,
  size: string,
  priceCents: number,
  measure: Product['measure'],
  region?: Region,
): Product =>
  region
    ? { name, size, category, priceCents, measure, region }
    : { name, size, category, priceCents, measure }

export const products: readonly Product[] = [
  p('ortofrutta', 'Mele Golden', '1,5 kg', 279, kg(1.5)),
  p('ortofrutta', 'Banane', 'al kg', 189, kg(1)),
  p('ortofrutta', 'Pomodori ciliegino', '500 g', 249, kg(0.5)),
  p('ortofrutta', 'Arance da tavola', '2 kg', 299, kg(2)),
  p('ortofrutta', 'Zucchine', 'al kg', 229, kg(1)),
  p('ortofrutta', 'Insalata mista lavata', '250 g', 159, kg(0.25)),
  p('ortofrutta', 'Patate a pasta gialla', '2,5 kg', 299, kg(2.5)),
  p('ortofrutta', 'Carote', '1 kg', 119, kg(1)),
  p('ortofrutta', 'Limoni', '500 g', 179, kg(0.5)),
  p('ortofrutta', 'Uva bianca', '500 g', 259, kg(0.5)),
  p('ortofrutta', 'Kiwi', '1 kg', 249, kg(1)),
  p('ortofrutta', 'Finocchi', 'al kg', 199, kg(1)),
  p('freschi', 'Latte fresco intero alta qualità', '1 l', 179, l(1)),
  p('freschi', 'Mozzarella fior di latte', '3 x 125 g', 329, kg(0.375)),
  p('freschi', 'Yogurt bianco intero', '4 x 125 g', 199, kg(0.5)),
  p('freschi', 'Parmigiano Reggiano DOP 24 mesi', '300 g', 649, kg(0.3)),
  p('freschi', 'Prosciutto cotto alta qualità', '120 g', 259, kg(0.12)),
  p('freschi', 'Burro', '250 g', 289, kg(0.25)),
  p('freschi', 'Uova fresche da allevamento a terra', '6 uova', 219, null),
  p('freschi', 'Ricotta vaccina', '250 g', 149, kg(0.25)),
  p('freschi', 'Gorgonzola DOP dolce', '200 g', 289, kg(0.2)),
  p('freschi', 'Stracchino', '200 g', 199, kg(0.2)),
  p('freschi', 'Prosciutto crudo stagionato', '100 g', 349, kg(0.1)),
  p('freschi', 'Salame Milano', '100 g', 229, kg(0.1)),
  p('carne-pesce', 'Petto di pollo a fette', '400 g', 449, kg(0.4)),
  p('carne-pesce', 'Macinato di bovino adulto', '500 g', 549, kg(0.5)),
  p('carne-pesce', 'Salsiccia di suino', '400 g', 399, kg(0.4)),
  { ...p('carne-pesce', 'Filetto di salmone', '250 g', 599, kg(0.25)), fish: true },
  p('carne-pesce', 'Fesa di tacchino a fette', '300 g', 419, kg(0.3)),
  p('carne-pesce', 'Hamburger di scottona', '2 x 180 g', 459, kg(0.36)),
  p('carne-pesce', 'Cosce di pollo', '800 g', 399, kg(0.8)),
  { ...p('carne-pesce', 'Orata fresca', 'al kg', 1190, kg(1)), fish: true },
  p('carne-pesce', 'Spiedini misti', '400 g', 529, kg(0.4)),
  p('dispensa', 'Spaghetti di semola di grano duro', '500 g', 119, kg(0.5)),
  p('dispensa', 'Penne rigate', '500 g', 119, kg(0.5)),
  p('dispensa', 'Passata di pomodoro', '700 g', 109, kg(0.7)),
  p('dispensa', 'Olio extravergine di oliva', '1 l', 899, l(1)),
  p('dispensa', 'Riso Carnaroli', '1 kg', 289, kg(1)),
  p('dispensa', "Tonno all'olio di oliva", '3 x 80 g', 399, kg(0.24)),
  p('dispensa', 'Biscotti frollini', '700 g', 259, kg(0.7)),
  p('dispensa', 'Caffè macinato per moka', '2 x 250 g', 549, kg(0.5)),
  p('dispensa', 'Fette biscottate', '630 g', 219, kg(0.63)),
  p('dispensa', 'Farina di grano tenero tipo 00', '1 kg', 99, kg(1)),
  p('dispensa', 'Ceci lessati', '400 g', 89, kg(0.4)),
  p('dispensa', 'Confettura extra di albicocche', '340 g', 239, kg(0.34)),
  p('dispensa', 'Crema spalmabile alle nocciole', '400 g', 329, kg(0.4)),
  p('dispensa', 'Cereali per la colazione', '375 g', 279, kg(0.375)),
  p('bevande', 'Acqua minerale naturale', '6 x 1,5 l', 249, l(9)),
  p('bevande', "Succo di frutta all'arancia", '1 l', 159, l(1)),
  p('bevande', 'Birra lager', '6 x 33 cl', 499, l(1.98)),
  p('bevande', 'Aranciata', '1,5 l', 129, l(1.5)),
  p('bevande', 'Tè freddo al limone', '1,5 l', 119, l(1.5)),
  p('bevande', 'Acqua minerale frizzante', '6 x 1,5 l', 249, l(9)),
  p('surgelati', 'Bastoncini di pesce', '450 g', 349, kg(0.45)),
  p('surgelati', 'Piselli fini', '1 kg', 249, kg(1)),
  p('surgelati', 'Pizza margherita', '2 x 330 g', 399, kg(0.66)),
  p('surgelati', 'Gelato alla crema', '500 g', 369, kg(0.5)),
  p('surgelati', 'Minestrone di verdure', '1 kg', 229, kg(1)),
  p('surgelati', 'Spinaci in cubetti', '750 g', 199, kg(0.75)),
  p('casa-persona', 'Detersivo lavatrice liquido', '1,5 l', 599, l(1.5)),
  p('casa-persona', 'Carta igienica 2 veli', '8 rotoli', 299, null),
  p('casa-persona', 'Detersivo piatti', '750 ml', 149, l(0.75)),
  p('casa-persona', 'Bagnoschiuma', '500 ml', 199, l(0.5)),
  p('casa-persona', 'Dentifricio', '75 ml', 149, l(0.075)),
  p('casa-persona', 'Carta da cucina', '4 rotoli', 349, null),
  p('casa-persona', 'Shampoo', '250 ml', 229, l(0.25)),
  p('casa-persona', 'Ammorbidente', '2 l', 299, l(2)),
  p('casa-persona', 'Sgrassatore universale', '750 ml', 249, l(0.75)),
  p('dispensa', 'Grissini torinesi stirati a mano', '250 g', 239, kg(0.25), 'Piemonte'),
  p('dispensa', 'Nocciole tostate Piemonte IGP', '200 g', 499, kg(0.2), 'Piemonte'),
  p('freschi', 'Toma Piemontese DOP', '300 g', 449, kg(0.3), 'Piemonte'),
  p('freschi', 'Agnolotti del plin', '250 g', 349, kg(0.25), 'Piemonte'),
  p('dispensa', 'Cioccolatini gianduiotti', '250 g', 499, kg(0.25), 'Piemonte'),
  p('bevande', "Barbera d'Asti DOCG", '75 cl', 599, l(0.75), 'Piemonte'),
  p('carne-pesce', 'Salsiccia di Bra', '300 g', 489, kg(0.3), 'Piemonte'),
  p('freschi', 'Robiola di Roccaverano DOP', '250 g', 529, kg(0.25), 'Piemonte'),
  p('dispensa', 'Torcetti al burro', '300 g', 299, kg(0.3), 'Piemonte'),
  p('freschi', "Tajarin all'uovo", '250 g', 279, kg(0.25), 'Piemonte'),
  p('bevande', "Moscato d'Asti DOCG", '75 cl', 699, l(0.75), 'Piemonte'),
  p('dispensa', 'Riso Arborio di Baraggia DOP', '1 kg', 349, kg(1), 'Piemonte'),
  p('freschi', 'Pesto alla genovese', '130 g', 299, kg(0.13), 'Liguria'),
  p('freschi', 'Focaccia genovese', '400 g', 329, kg(0.4), 'Liguria'),
  p('freschi', 'Trofie fresche', '500 g', 249, kg(0.5), 'Liguria'),
  p('dispensa', 'Olio extravergine Riviera Ligure DOP', '750 ml', 1190, l(0.75), 'Liguria'),
  p('freschi', 'Pansoti con salsa di noci', '250 g', 349, kg(0.25), 'Liguria'),
  p('dispensa', 'Acciughe sotto sale', '200 g', 449, kg(0.2), 'Liguria'),
  p('bevande', 'Vermentino Riviera Ligure di Ponente DOC', '75 cl', 799, l(0.75), 'Liguria'),
  p('dispensa', 'Olive taggiasche denocciolate', '180 g', 429, kg(0.18), 'Liguria'),
  p('dispensa', 'Canestrelli', '200 g', 279, kg(0.2), 'Liguria'),
  p('dispensa', 'Amaretti morbidi', '200 g', 349, kg(0.2), 'Liguria'),
  p('freschi', 'Farinata pronta da scaldare', '300 g', 299, kg(0.3), 'Liguria'),
  p('bevande', 'Sciroppo di rose', '500 ml', 599, l(0.5), 'Liguria'),
]

/** Products of a category that every store sells, i.e. not a regional speciality. */
export function inCategory(category: Category): Product[] {
  return products.filter((product) => product.category === category && !product.region)
}

export function fromRegion(region: Region): Product[] {
  return products.filter((product) => product.region === region)
}

export type Badge = '2x1' | 'Punti doppi'

export interface Offer {
  product: Product
  /** For '2x1' both prices are for two pieces. */
  oldCents: number
  newCents: number
  discountPercent: number
  badge: Badge | null
}

/**
 * Offer prices end in 9, as shelf prices do; the printed percentage is recomputed from the rounded
 * price so the flyer never claims more than the real discount.
 */
export function makeOffer(product: Product, percent: number, badge: Badge | null): Offer {
  // Two of something sold by weight is not a pack the shelf can show, so it gets the plain discount.
  if (badge === '2x1' && product.size !== 'al kg') {
    return {
      product,
      oldCents: product.priceCents * 2,
      newCents: product.priceCents,
      discountPercent: 50,
      badge,
    }
  }
  const target = Math.round((product.priceCents * (100 - percent)) / 100)
  let newCents = target - (target % 10) + 9
  if (newCents >= product.priceCents) newCents -= 10
  newCents = Math.max(newCents, 9)
  const discountPercent = Math.round((1 - newCents / product.priceCents) * 100)
  return {
    product,
    oldCents: product.priceCents,
    newCents,
    discountPercent,
    badge: badge === '2x1' ? null : badge,
  }
}

/** '€ 1,29': written by hand because Intl puts a no-break space after the sign on some ICU builds. */
export function euro(cents: number): string {
  const whole = Math.floor(cents / 100)
  const rest = String(cents % 100).padStart(2, '0')
  return `€ ${whole},${rest}`
}

/** The price per kg or l of what the customer actually takes home, 2x1 included. */
export function unitPrice(offer: Offer): string | null {
  const measure = offer.product.measure
  if (!measure) return null
  // A price already per kg would only be repeated.
  if (offer.product.size === 'al kg') return null
  const amount = offer.badge === '2x1' ? measure.amount * 2 : measure.amount
  return `${euro(Math.round(offer.newCents / amount))} al ${measure.unit}`
}
