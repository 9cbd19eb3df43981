import { config } from '../../../../src/config'
import { addDays, calendarDay, type Day, italianDay, mondayOf } from './calendar'
import { brand } from './palette'
import { type Badge, fromRegion, inCategory, makeOffer, type Offer, type Product } from './products'

/**
 * What each seed leaflet contains and when it runs. Both the PDF and the cover are drawn from this plan,
 * so the two can never disagree on a title or a date.
 */
export interface OfferPage {
  heading: string
  offers: Offer[]
}

export interface LeafletPlan {
  slug: string
  title: string
  /** A line under the title, e.g. where the offers apply. */
  tagline: string
  validFrom: Day
  validTo: Day
  storeScoped: boolean
  accent: string
  /** Printed above each product name when the leaflet promotes the chain's own label. */
  brandLabel: string | null
  pages: OfferPage[]
}

/**
 * The chain's own label: 'Supermercati Alpimare' sells 'Alpimare' products. Taken from the configured
 * name so a rebranded deployment does not advertise the demo brand.
 */
export const ownBrand = config.chain.name.replace(/^(supermercati|supermercato|ipermercati)\s+/i, '')

interface BadgeRule {
  twoForOne: number
  doublePoints: number
}

/**
 * Discounts rotate through a fixed cycle and badges fall on fixed positions: the flyer looks varied
 * while staying identical from one run to the next.
 */
function priced(pages: Array<[string, Product[]]>, cycle: readonly number[], rule: BadgeRule): OfferPage[] {
  let index = 0
  return pages.map(([heading, items]) => ({
    heading,
    offers: items.map((product) => {
      const i = index++
      const badge: Badge | null =
        rule.twoForOne > 0 && i % rule.twoForOne === rule.twoForOne - 2
          ? '2x1'
          : rule.doublePoints > 0 && i % rule.doublePoints === 2
            ? 'Punti doppi'
            : null
      return makeOffer(product, cycle[i % cycle.length] ?? 20, badge)
    }),
  }))
}

export function planLeaflets(today: Date): LeafletPlan[] {
  const monday = mondayOf(calendarDay(today))
  const fruit = inCategory('ortofrutta')
  const fresh = inCategory('freschi')
  const meat = inCategory('carne-pesce')
  const pantry = inCategory('dispensa')
  const drinks = inCategory('bevande')
  const frozen = inCategory('surgelati')
  const home = inCategory('casa-persona')
  const everywhere = 'In tutti i punti vendita aderenti'

  return [
    {
      slug: 'volantino-settimanale',
      title: 'Volantino settimanale',
      tagline: everywhere,
      validFrom: monday,
      validTo: addDays(monday, 13),
      storeScoped: false,
      accent: '#d7263d',
      brandLabel: null,
      pages: priced(
        [
          ['Frutta e verdura', fruit.slice(0, 9)],
          ['Latticini e salumi', fresh.slice(0, 12)],
          ['Carne e pesce', meat.slice(0, 9)],
          ['Dispensa', pantry.slice(0, 12)],
          ['Bevande e surgelati', [...drinks.slice(0, 6), ...frozen.slice(0, 6)]],
          ['Casa e cura della persona', home.slice(0, 9)],
        ],
        [20, 30, 25, 35, 15, 40, 25],
        { twoForOne: 7, doublePoints: 5 },
      ),
    },
    {
      slug: 'speciale-freschezza',
      title: 'Speciale freschezza',
      tagline: 'Frutta, verdura, carne e latticini scelti ogni giorno',
      validFrom: addDays(monday, -3),
      validTo: addDays(monday, 10),
      storeScoped: false,
      accent: '#2e9e4f',
      brandLabel: null,
      pages: priced(
        [
          ['Frutta e verdura di stagione', fruit.slice(3, 12)],
          ['Latticini e formaggi', fresh.slice(3, 12)],
          ['Carne e pesce', [...meat].reverse()],
        ],
        [25, 20, 30, 15, 35],
        { twoForOne: 9, doublePoints: 4 },
      ),
    },
    {
      slug: `prodotti-a-marchio-${slugify(ownBrand)}`,
      title: `Prodotti a marchio ${ownBrand}`,
      tagline: `Qualità ${ownBrand} a prezzi ancora più convenienti`,
      validFrom: addDays(monday, -7),
      validTo: addDays(monday, 6),
      storeScoped: false,
      accent: brand.navy,
      brandLabel: ownBrand,
      pages: priced(
        [
          ['Dispensa', pantry.slice(2, 14)],
          ['Freschi e surgelati', [...fresh.slice(6, 12), ...frozen.slice(0, 6)]],
          ['Casa e cura della persona', home.slice(0, 9)],
        ],
        [20, 15, 25, 30],
        // Own-brand products already earn two points per euro (behaviour §1): no 'Punti doppi' here.
        { twoForOne: 6, doublePoints: 0 },
      ),
    },
    {
      slug: 'speciale-piemonte',
      title: 'Speciale Piemonte',
      tagline: 'Nei punti vendita del Piemonte',
      validFrom: addDays(monday, -4),
      validTo: addDays(monday, 9),
      storeScoped: true,
      accent: '#8c1c3a',
      brandLabel: null,
      pages: priced(
        [
          ['Sapori del Piemonte', fromRegion('Piemonte')],
          [
            'Le offerte della settimana',
            [...pantry.slice(4, 10), ...fruit.slice(0, 3), ...drinks.slice(0, 3)],
          ],
        ],
        [15, 20, 25, 30],
        { twoForOne: 8, doublePoints: 4 },
      ),
    },
    {
      // Starts next Monday, so the list always holds one leaflet that is not valid yet.
      slug: 'speciale-liguria',
      title: 'Speciale Liguria',
      tagline: 'Nei punti vendita della Liguria',
      validFrom: addDays(monday, 7),
      validTo: addDays(monday, 20),
      storeScoped: true,
      accent: '#0a7c8c',
      brandLabel: null,
      pages: priced(
        [
          ['Sapori della Liguria', fromRegion('Liguria')],
          ['Le offerte della settimana', [...fresh.slice(0, 3), ...pantry.slice(0, 6), ...home.slice(0, 3)]],
        ],
        [20, 25, 15, 30],
        { twoForOne: 8, doublePoints: 5 },
      ),
    },
  ]
}

function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

/** The line every Italian flyer carries; the cover and the PDF share it so both say the same thing. */
export function validityLine(plan: LeafletPlan): string {
  return `Offerte valide dal ${italianDay(plan.validFrom)} al ${italianDay(plan.validTo)}`
}

/**
 * The front page's best deals: the largest discounts, earlier pages first on a tie. A 2x1 always wins
 * on percentage, so those are left to the inner pages or the front would show nothing else.
 */
export function highlightsOf(plan: LeafletPlan, count = 3): Offer[] {
  return plan.pages
    .flatMap((page) => page.offers)
    .filter((offer) => offer.badge !== '2x1')
    .map((offer, index) => ({ offer, index }))
    .sort((a, b) => b.offer.discountPercent - a.offer.discountPercent || a.index - b.index)
    .slice(0, count)
    .map(({ offer }) => offer)
}
