import { describe, expect, it } from 'vitest'
import {
  type Comparable,
  kindOf,
  priceDistance,
  rankSimilar,
  sharedKind,
} from '../../server/domain/staff/substitute-ranking'

/**
 * docs/ordering.md "The store's side": a SIMILAR substitute of the line's kind first, then the
 * closest price (server/domain/staff/substitute-ranking.ts), on products made up here.
 */

const litre = (cents: number, millilitres: number) => ({
  cents: Math.round((cents * 1000) / millilitres),
  per: 'L' as const,
})
const kilo = (cents: number, grams: number) => ({
  cents: Math.round((cents * 1000) / grams),
  per: 'KG' as const,
})

const product = (
  name: string,
  brand: string,
  pieceCents: number,
  referencePrice: Comparable['referencePrice'] = null,
): Comparable => ({ name: `${name} ${brand}`, brand, pieceCents, referencePrice })

describe('the kind of a product', () => {
  it('is its name before the brand and the size, without linking words, accents or case', () => {
    expect(kindOf('Aceto di vino bianco Casa Rinaldi 1 l', 'Casa Rinaldi')).toEqual(['acet', 'vin', 'bianc'])
    expect(kindOf('ACETO Balsamico di Modena 250 ml', 'Bottega')).toEqual(['acet', 'balsamic', 'moden'])
    expect(kindOf('Caffè macinato per moka Dolce Valle 2 x 250 g', 'Dolce Valle')).toEqual([
      'caff',
      'macinat',
      'mok',
    ])
    expect(kindOf('Cioccolato fondente 70% Alpimare 100 g', 'Alpimare')).toEqual(['cioccolat', 'fondent'])
    // Singular and plural, accented or not, are one kind.
    expect(kindOf('Mela Golden sfusa', 'Al banco')[0]).toBe(kindOf('Mele Fuji 1 kg', 'Orti')[0])
    expect(kindOf('caffe in grani', 'X')[0]).toBe(kindOf('Caffè macinato', 'Y')[0])
  })

  it('is shared as far as the first words agree', () => {
    const balsamic = kindOf('Aceto balsamico di Modena', 'X')
    expect(sharedKind(balsamic, kindOf('Aceto balsamico', 'Y'))).toBe(2)
    expect(sharedKind(balsamic, kindOf('Aceto di vino bianco', 'Y'))).toBe(1)
    expect(sharedKind(balsamic, kindOf('Farina di grano tenero tipo 00', 'Y'))).toBe(0)
    // A word further on is not the kind: balsamic vinegar is no "Crema balsamica".
    expect(sharedKind(balsamic, kindOf('Crema balsamica', 'Y'))).toBe(0)
  })
})

describe('the ranking of similar substitutes', () => {
  const vinegar = product('Aceto di vino bianco', 'Alpimare', 99, litre(99, 1000))
  const flour = product('Farina di grano tenero tipo 00', 'Alpimare', 99, kilo(99, 1000))
  const breadcrumbs = product('Pangrattato', 'Alpimare', 99, kilo(99, 400))
  const pasta = product('Fusilli', 'Pastificio Moretti', 119, kilo(119, 500))
  const otherVinegar = product('Aceto di vino bianco', 'Casa Rinaldi', 129, litre(129, 1000))
  const cheapVinegar = product('Aceto di mele', 'Pastificio Moretti', 109, litre(109, 1000))
  const balsamic = product('Aceto balsamico di Modena', 'Bottega', 145, litre(145, 500))

  it('puts the line’s kind first, then the closest price: vinegars before flour, breadcrumbs and pasta', () => {
    const ranked = rankSimilar(vinegar, [flour, breadcrumbs, pasta, otherVinegar, balsamic, cheapVinegar])
    expect(ranked.map((p) => p.name)).toEqual([
      // The very kind (white wine vinegar), then other vinegars by price, then the rest by price.
      otherVinegar.name,
      cheapVinegar.name,
      balsamic.name,
      flour.name,
      breadcrumbs.name,
      pasta.name,
    ])
  })

  it('lets a product of the kind be further in price (±50%) than any other (±30%)', () => {
    const dearVinegar = product('Aceto di vino rosso', 'Casa Rinaldi', 148)
    const tooDearVinegar = product('Aceto di vino rosso', 'Tenuta', 151)
    const dearSauce = product('Maionese', 'Casa Rinaldi', 129)
    const tooDearSauce = product('Maionese', 'Tenuta', 131)
    const names = rankSimilar(product('Aceto di vino bianco', 'Alpimare', 100), [
      dearVinegar,
      tooDearVinegar,
      dearSauce,
      tooDearSauce,
    ]).map((p) => p.name)
    expect(names).toEqual([dearVinegar.name, dearSauce.name])
  })

  it('ranks more of the kind shared first: a balsamic vinegar for a balsamic vinegar', () => {
    const wanted = product('Aceto balsamico di Modena IGP', 'Alpimare', 299, litre(299, 250))
    const ranked = rankSimilar(wanted, [
      product('Aceto di vino rosso', 'Casa Rinaldi', 299, litre(299, 1000)),
      product('Aceto balsamico', 'Bottega', 349, litre(349, 500)),
    ])
    expect(ranked.map((p) => p.name)).toEqual(['Aceto balsamico Bottega', 'Aceto di vino rosso Casa Rinaldi'])
  })

  it('weighs the price per kilo or litre in when both are known', () => {
    const wanted = product('Olio di semi', 'Alpimare', 250, litre(250, 1000))
    // The same piece price off by 10% either way; the bigger bottle is the better buy per litre.
    const bigger = product('Olio di semi di girasole', 'Casa Rinaldi', 275, litre(275, 1500))
    const smaller = product('Olio di semi di arachide', 'Bottega', 225, litre(225, 500))
    expect(priceDistance(bigger, wanted)).toBeLessThan(priceDistance(smaller, wanted))
    expect(rankSimilar(wanted, [smaller, bigger]).map((p) => p.name)).toEqual([bigger.name, smaller.name])
    // Per kilo against per litre says nothing: the piece price alone.
    expect(priceDistance(product('Sale', 'X', 275, kilo(275, 1000)), wanted)).toBeCloseTo(0.1)
  })
})
