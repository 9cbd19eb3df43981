import type { Product } from '../../../src/api/schemas/catalogue'
import { foldedWords, stem } from '../catalogue/italian-words'

/**
 * Which of a department's products are SIMILAR substitutes for a line, best first (docs/ordering.md
 * "The store's side"): a product of the same kind before any other, then the closest in price. The
 * kind is what the name says before its qualifiers, brand and size: "Aceto balsamico di Modena
 * Casa Rinaldi 250 ml" is an aceto (a balsamico one); another "Aceto di vino bianco …" shares its
 * kind, flour and breadcrumbs do not. The catalogue has no category finer than the department, so
 * the name is what tells the kind.
 */

/** How far a similar product's piece price may be from the line's: ±30%. */
export const SIMILAR_PRICE = 0.3
/** A product of the same kind may be further: ±50% (a dearer vinegar beats a cheap flour). */
export const SAME_KIND_PRICE = 0.5

/** What the ranking compares: a product, or the line wanted. */
export interface Comparable {
  name: string
  brand: string
  /** One piece's price: a weighed product's at its estimated weight. */
  pieceCents: number
  /** What a kilo or a litre costs, when known (the catalogue's referencePrice). */
  referencePrice: Product['referencePrice']
}

/** The little words between a kind's nouns and adjectives: "Olio di semi di girasole". */
const LINKING = new Set(
  'a al allo alla ai agli alle all d da dal dalla dei degli delle del dell della dello di e ed i il in l la le lo con per su un una uno'.split(
    ' ',
  ),
)

/**
 * A product's kind: the stems of its name's words up to its brand or its size (the first word with
 * a digit), without the linking words, accents or case: "Aceto di vino bianco Casa Rinaldi 1 l" →
 * [acet, vin, bianc].
 */
export function kindOf(name: string, brand: string): string[] {
  const words = foldedWords(name)
  const brandWords = foldedWords(brand)
  let end = words.findIndex((word) => /\p{N}/u.test(word))
  if (end < 0) end = words.length
  if (brandWords.length > 0)
    for (let at = 0; at + brandWords.length <= end; at++)
      if (brandWords.every((word, i) => words[at + i] === word)) {
        end = at
        break
      }
  // A name that is all brand keeps its words: the kind is then the brand's.
  const kind = words.slice(0, end > 0 ? end : words.length).filter((word) => !LINKING.has(word))
  return kind.map(stem)
}

/**
 * How much of a kind two products share: how many of their kinds' first stems agree, in order
 * (0 when the first differs). "Aceto balsamico" and "Aceto balsamico di Modena" share 2, "Aceto di
 * vino" 1, "Farina" 0.
 */
export function sharedKind(a: readonly string[], b: readonly string[]): number {
  let shared = 0
  while (shared < a.length && shared < b.length && a[shared] === b[shared]) shared++
  return shared
}

/** How far a price is from the wanted one, as a share of the wanted one. */
const relative = (cents: number, wanted: number) => Math.abs(cents - wanted) / Math.max(wanted, 1)

/**
 * How far a product's price is from the line's: its piece price's distance, and, when both prices
 * per kilo (or per litre) are known, the mean of that and theirs, so a larger pack of the same
 * price per kilo is not far off.
 */
export function priceDistance(candidate: Comparable, wanted: Comparable): number {
  const piece = relative(candidate.pieceCents, wanted.pieceCents)
  const per = candidate.referencePrice
  const wantedPer = wanted.referencePrice
  if (!per || !wantedPer || per.per !== wantedPer.per) return piece
  return (piece + relative(per.cents, wantedPer.cents)) / 2
}

/**
 * The candidates that may stand in for `wanted`, best first: those sharing more of its kind before
 * those sharing less, and among equals the closest price (then the name, for a stable order). A
 * product of the same kind may be ±SAME_KIND_PRICE off in piece price, any other ±SIMILAR_PRICE.
 */
export function rankSimilar<T extends Comparable>(wanted: Comparable, candidates: readonly T[]): T[] {
  const kind = kindOf(wanted.name, wanted.brand)
  return candidates
    .map((candidate) => ({
      candidate,
      shared: sharedKind(kind, kindOf(candidate.name, candidate.brand)),
      distance: priceDistance(candidate, wanted),
    }))
    .filter(
      ({ candidate, shared }) =>
        relative(candidate.pieceCents, wanted.pieceCents) <= (shared > 0 ? SAME_KIND_PRICE : SIMILAR_PRICE),
    )
    .sort(
      (a, b) =>
        b.shared - a.shared ||
        a.distance - b.distance ||
        a.candidate.name.localeCompare(b.candidate.name, 'it'),
    )
    .map(({ candidate }) => candidate)
}
