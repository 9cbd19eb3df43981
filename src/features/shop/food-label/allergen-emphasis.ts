/**
 * A label's ingredient in pieces, the allergen emphasised (EU Regulation 1169/2011 art. 21: the
 * allergen itself stands out in the list). A compound ingredient ("salsa di noci (noci, olio di semi
 * di girasole, latte, pane)") has its sub-ingredients' allergen words emphasised, not all of it; a
 * simple one, tagged with an allergen group, is emphasised whole, as before. When no word of a
 * compound's list is known as an allergen, the whole ingredient is emphasised: never less than the
 * tag says.
 */
export interface Piece {
  text: string
  strong: boolean
}

/**
 * Words that name an Annex II allergen or a food made of one, in Italian and English (the labels'
 * two languages), lower case. The longer first, so "siero di latte" is one word where it is.
 */
const ALLERGEN_TERMS = [
  // Cereals containing gluten.
  'farina',
  'frumento',
  'grano',
  'pane',
  'pangrattato',
  'semola',
  'orzo',
  'segale',
  'avena',
  'farro',
  'glutine',
  'flour',
  'wheat',
  'bread',
  'breadcrumbs',
  'semolina',
  'barley',
  'rye',
  'oats',
  'spelt',
  'gluten',
  // Eggs, milk.
  'uova',
  'uovo',
  'eggs',
  'egg',
  'latte',
  'burro',
  'panna',
  'formaggio',
  'ricotta',
  'lattosio',
  'milk',
  'butter',
  'cream',
  'cheese',
  'whey',
  'lactose',
  // Nuts, peanuts, sesame, soy, celery, mustard, lupin.
  'noci',
  'nocciole',
  'mandorle',
  'pistacchi',
  'anacardi',
  'pinoli',
  'walnuts',
  'hazelnuts',
  'almonds',
  'pistachios',
  'cashews',
  'arachidi',
  'peanuts',
  'sesamo',
  'sesame',
  'soia',
  'soy',
  'soya',
  'sedano',
  'celery',
  'senape',
  'mustard',
  'lupini',
  'lupin',
  // Fish, crustaceans, molluscs, sulphites.
  'pesce',
  'acciughe',
  'fish',
  'anchovies',
  'crostacei',
  'gamberi',
  'crustaceans',
  'prawns',
  'molluschi',
  'molluscs',
  'solfiti',
  'sulphites',
]

const TERM = new RegExp(
  `(?<![\\p{L}])(${[...ALLERGEN_TERMS].sort((a, b) => b.length - a.length).join('|')})(?![\\p{L}])`,
  'giu',
)

/** `text` with its allergen words emphasised; null when it has none. */
function wordLevel(text: string): Piece[] | null {
  const pieces: Piece[] = []
  let at = 0
  for (const match of text.matchAll(TERM)) {
    const start = match.index ?? 0
    if (start > at) pieces.push({ text: text.slice(at, start), strong: false })
    pieces.push({ text: match[0], strong: true })
    at = start + match[0].length
  }
  if (pieces.length === 0) return null
  if (at < text.length) pieces.push({ text: text.slice(at), strong: false })
  return pieces
}

/** One ingredient as printed, in pieces, each with where it starts in `name` (a key for it). */
export function emphasisedIngredient(name: string, tagged: boolean): (Piece & { at: number })[] {
  let at = 0
  return piecesOf(name, tagged).map((piece) => {
    const start = at
    at += piece.text.length
    return { ...piece, at: start }
  })
}

/** `tagged`: the label gives the ingredient an allergen group. */
function piecesOf(name: string, tagged: boolean): Piece[] {
  if (!tagged) return [{ text: name, strong: false }]
  const open = name.indexOf('(')
  const close = name.lastIndexOf(')')
  if (open < 0 || close < open) return [{ text: name, strong: true }]
  const inside = wordLevel(name.slice(open + 1, close))
  if (!inside) return [{ text: name, strong: true }]
  const head = name.slice(0, open + 1)
  return [
    ...(wordLevel(head) ?? [{ text: head, strong: false }]),
    ...inside,
    { text: name.slice(close), strong: false },
  ]
}
