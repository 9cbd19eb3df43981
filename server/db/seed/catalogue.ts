import { withCheckDigit } from '../../../src/api/card-code'
import { COUNTER_BRAND } from '../../../src/api/schemas/catalogue'
import { ownBrand } from './media/leaflets'
import { type Category, type Product as FlyerProduct, products as flyerProducts } from './media/products'

/**
 * The online catalogue of the demo: every product of the leaflets, in the chain's own brand and in
 * two other (invented) brands, more everyday products the same way, and counter products sold by
 * weight. Deterministic: the same list, the same EANs, the same prices on every start.
 *
 * The own-brand product is the one the leaflets print (their names carry no brand): it costs the
 * leaflet's shelf price, the other brands cost more. Regional specialities come from one local
 * producer at the leaflet's price.
 */
export interface SeedProduct {
  ean: string
  name: string
  brand: string
  ownBrand: boolean
  department: string
  unit: 'PIECE' | 'KG'
  /** Shelf price: per piece, or per kilo for KG. */
  priceCents: number
  estimatedWeightGrams: number | null
  contentAmount: number | null
  contentUnit: 'G' | 'ML' | null
  maxQuantity: number
  /** The leaflet product it is, when the leaflets print it (their name, without brand). */
  flyerName: string | null
}

const OTHER_BRANDS: Record<string, readonly [string, string]> = {
  FRUIT_VEG: ['Frutteti del Sole', 'Orti di Pianura'],
  DAIRY: ['Latteria Orobica', 'Casearia Monviso'],
  BUTCHER: ['Fattorie Alpine', 'Cascina Rinaldi'],
  FISHMONGER: ['Mare Nostrum', 'Pescherie Adriatiche'],
  PANTRY: ['Pastificio Moretti', 'Casa Rinaldi'],
  BREAKFAST: ['Dolce Valle', 'Forno Aurora'],
  DRINKS: ['Fonti di Montagna', 'Bibite Gioiose'],
  WINE: ['Cantine Langarole', 'Tenuta Ponente'],
  FROZEN: ['Gelo Italia', 'Freddo Fresco'],
  HOME_CARE: ['Lindo Casa', 'Brillo'],
  PERSONAL_CARE: ['Biotopia', 'Profumi di Riviera'],
}

const LOCAL_PRODUCER: Record<string, string> = { Piemonte: 'Bottega Piemontese', Liguria: 'Bottega Ligure' }

/** The everyday products the leaflets do not print, as [department, name, size, shelf price, content]. */
type Everyday = [string, string, string, number, [number, 'G' | 'ML'] | null]
const EVERYDAY: readonly Everyday[] = [
  ['FRUIT_VEG', 'Pomodori pelati', '400 g', 89, [400, 'G']],
  ['FRUIT_VEG', 'Fagiolini', '500 g', 199, [500, 'G']],
  ['FRUIT_VEG', 'Mele Fuji', '1 kg', 259, [1000, 'G']],
  ['FRUIT_VEG', 'Pere Abate', '1 kg', 279, [1000, 'G']],
  ['FRUIT_VEG', 'Cipolle dorate', '1 kg', 149, [1000, 'G']],
  ['FRUIT_VEG', 'Rucola', '125 g', 129, [125, 'G']],
  ['DAIRY', 'Latte parzialmente scremato', '1 l', 139, [1000, 'ML']],
  ['DAIRY', 'Panna da cucina', '200 ml', 109, [200, 'ML']],
  ['DAIRY', 'Mascarpone', '250 g', 229, [250, 'G']],
  ['DAIRY', 'Yogurt greco', '2 x 150 g', 219, [300, 'G']],
  ['DAIRY', 'Grana Padano grattugiato', '100 g', 209, [100, 'G']],
  ['DAIRY', 'Bresaola punta d’anca', '80 g', 389, [80, 'G']],
  ['DAIRY', 'Mortadella', '150 g', 219, [150, 'G']],
  ['DAIRY', 'Scamorza affumicata', '250 g', 249, [250, 'G']],
  ['BUTCHER', 'Fettine di vitello', '400 g', 799, [400, 'G']],
  ['BUTCHER', 'Arrosto di maiale', '1 kg', 899, [1000, 'G']],
  ['BUTCHER', 'Polpette di bovino', '300 g', 419, [300, 'G']],
  ['FISHMONGER', 'Gamberetti sgusciati', '200 g', 499, [200, 'G']],
  ['FISHMONGER', 'Filetti di merluzzo', '400 g', 649, [400, 'G']],
  ['PANTRY', 'Fusilli', '500 g', 119, [500, 'G']],
  ['PANTRY', 'Rigatoni', '500 g', 119, [500, 'G']],
  ['PANTRY', 'Tagliatelle all’uovo', '250 g', 189, [250, 'G']],
  ['PANTRY', 'Pomodorini in scatola', '400 g', 129, [400, 'G']],
  ['PANTRY', 'Sugo al basilico', '400 g', 179, [400, 'G']],
  ['PANTRY', 'Ragù alla bolognese', '400 g', 299, [400, 'G']],
  ['PANTRY', 'Fagioli borlotti lessati', '400 g', 89, [400, 'G']],
  ['PANTRY', 'Lenticchie secche', '500 g', 199, [500, 'G']],
  ['PANTRY', 'Zucchero semolato', '1 kg', 119, [1000, 'G']],
  ['PANTRY', 'Sale marino fino', '1 kg', 49, [1000, 'G']],
  ['PANTRY', 'Aceto di vino bianco', '1 l', 99, [1000, 'ML']],
  ['PANTRY', 'Olio di semi di girasole', '1 l', 249, [1000, 'ML']],
  ['PANTRY', 'Maionese', '225 ml', 169, [225, 'ML']],
  ['PANTRY', 'Sgombro all’olio', '3 x 60 g', 329, [180, 'G']],
  ['PANTRY', 'Mais dolce', '3 x 150 g', 229, [450, 'G']],
  ['PANTRY', 'Pangrattato', '400 g', 99, [400, 'G']],
  ['PANTRY', 'Brodo vegetale granulare', '250 g', 249, [250, 'G']],
  ['BREAKFAST', 'Fette biscottate integrali', '630 g', 229, [630, 'G']],
  ['BREAKFAST', 'Biscotti al cacao', '700 g', 269, [700, 'G']],
  ['BREAKFAST', 'Merendine al cioccolato', '10 x 35 g', 249, [350, 'G']],
  ['BREAKFAST', 'Miele millefiori', '500 g', 449, [500, 'G']],
  ['BREAKFAST', 'Caffè in grani', '1 kg', 1299, [1000, 'G']],
  ['BREAKFAST', 'Tè nero in filtri', '25 filtri', 169, null],
  ['BREAKFAST', 'Cioccolato fondente 70%', '100 g', 179, [100, 'G']],
  ['BREAKFAST', 'Muesli croccante', '375 g', 299, [375, 'G']],
  ['DRINKS', 'Acqua minerale naturale', '1,5 l', 39, [1500, 'ML']],
  ['DRINKS', 'Cola', '1,5 l', 149, [1500, 'ML']],
  ['DRINKS', 'Succo di pesca', '1 l', 159, [1000, 'ML']],
  ['DRINKS', 'Bevanda alla soia', '1 l', 169, [1000, 'ML']],
  ['WINE', 'Prosecco DOC', '75 cl', 699, [750, 'ML']],
  ['WINE', 'Chianti DOCG', '75 cl', 649, [750, 'ML']],
  ['FROZEN', 'Patatine fritte', '750 g', 229, [750, 'G']],
  ['FROZEN', 'Verdure grigliate', '450 g', 279, [450, 'G']],
  ['FROZEN', 'Sofficini', '270 g', 299, [270, 'G']],
  ['FROZEN', 'Cornetti alla crema', '6 pezzi', 349, null],
  ['HOME_CARE', 'Pastiglie lavastoviglie', '30 pezzi', 699, null],
  ['HOME_CARE', 'Candeggina', '2 l', 179, [2000, 'ML']],
  ['HOME_CARE', 'Sacchi per rifiuti', '20 pezzi', 199, null],
  ['HOME_CARE', 'Spugne abrasive', '3 pezzi', 129, null],
  ['PERSONAL_CARE', 'Sapone liquido per le mani', '300 ml', 149, [300, 'ML']],
  ['PERSONAL_CARE', 'Deodorante spray', '150 ml', 249, [150, 'ML']],
  ['PERSONAL_CARE', 'Crema idratante per il viso', '50 ml', 599, [50, 'ML']],
]

/** Sold by weight at the counters or loose: [department, name, price per kg, one piece in grams]. */
const BY_WEIGHT: readonly [string, string, number, number][] = [
  ['FRUIT_VEG', 'Mele Golden sfuse', 229, 200],
  ['FRUIT_VEG', 'Arance sfuse', 199, 220],
  ['FRUIT_VEG', 'Pomodori costoluti', 349, 180],
  ['FRUIT_VEG', 'Peperoni rossi', 399, 250],
  ['FRUIT_VEG', 'Melanzane', 269, 300],
  ['FRUIT_VEG', 'Meloni gialli', 179, 1500],
  ['BUTCHER', 'Bistecca di manzo', 2290, 300],
  ['BUTCHER', 'Costine di maiale', 899, 500],
  ['BUTCHER', 'Pollo intero', 599, 1400],
  ['FISHMONGER', 'Branzino', 1490, 400],
  ['FISHMONGER', 'Cozze', 499, 1000],
  ['DELI', 'Prosciutto crudo al taglio', 2990, 100],
  ['DELI', 'Insalata russa', 1290, 250],
  ['DELI', 'Lasagne alla bolognese', 1390, 400],
  ['CHEESE', 'Fontina DOP al taglio', 1690, 250],
  ['CHEESE', 'Pecorino romano al taglio', 1890, 200],
  ['CHEESE', 'Taleggio al taglio', 1490, 250],
  ['BAKERY', 'Pane casereccio', 399, 500],
  ['BAKERY', 'Focaccia al rosmarino', 1190, 300],
  ['BAKERY', 'Grissini artigianali', 999, 200],
]

const FLYER_DEPARTMENT: Record<Category, string> = {
  ortofrutta: 'FRUIT_VEG',
  freschi: 'DAIRY',
  'carne-pesce': 'BUTCHER',
  dispensa: 'PANTRY',
  bevande: 'DRINKS',
  surgelati: 'FROZEN',
  'casa-persona': 'HOME_CARE',
}

const PERSONAL = /bagnoschiuma|dentifricio|shampoo/i
const BREAKFAST =
  /biscott|caffè|cereali|confettura|crema spalmabile|fette|torcetti|canestrelli|amaretti|cioccolatini/i

function flyerDepartment(product: FlyerProduct): string {
  if (product.fish) return 'FISHMONGER'
  if (product.category === 'casa-persona' && PERSONAL.test(product.name)) return 'PERSONAL_CARE'
  if (product.category === 'dispensa' && BREAKFAST.test(product.name)) return 'BREAKFAST'
  if (product.category === 'bevande' && /barbera|moscato|vermentino/i.test(product.name)) return 'WINE'
  return FLYER_DEPARTMENT[product.category]
}

/** A price ending in 9, as shelf prices do. */
const shelf = (cents: number) => Math.max(9, Math.round(cents / 10) * 10 - 1)

function content(measure: FlyerProduct['measure']): [number, 'G' | 'ML'] | null {
  if (!measure) return null
  return [Math.round(measure.amount * 1000), measure.unit === 'kg' ? 'G' : 'ML']
}

export function seedCatalogue(): SeedProduct[] {
  const list: SeedProduct[] = []
  let serial = 0
  const ean = () => withCheckDigit(`80012${String(++serial).padStart(7, '0')}`)
  const add = (
    base: { department: string; name: string; size: string; priceCents: number },
    contentOf: [number, 'G' | 'ML'] | null,
    brand: string,
    own: boolean,
    priceCents: number,
    flyerName: string | null,
  ) =>
    list.push({
      ean: ean(),
      name: [base.name, brand, base.size].filter(Boolean).join(' '),
      brand,
      ownBrand: own,
      department: base.department,
      unit: 'PIECE',
      priceCents,
      estimatedWeightGrams: null,
      contentAmount: contentOf?.[0] ?? null,
      contentUnit: contentOf?.[1] ?? null,
      maxQuantity: priceCents > 1000 ? 6 : 20,
      flyerName,
    })

  const everyday = [
    ...flyerProducts.map((p) => ({
      base: {
        department: flyerDepartment(p),
        name: p.name,
        size: p.size === 'al kg' ? '' : p.size,
        priceCents: p.priceCents,
      },
      content: content(p.measure),
      region: p.region ?? null,
      flyerName: p.name as string | null,
    })),
    ...EVERYDAY.map(([department, name, size, priceCents, amount]) => ({
      base: { department, name, size, priceCents },
      content: amount,
      region: null,
      flyerName: null,
    })),
  ]
  for (const { base, content: amount, region, flyerName } of everyday) {
    if (region) {
      add(base, amount, LOCAL_PRODUCER[region] ?? ownBrand, false, base.priceCents, flyerName)
      continue
    }
    add(base, amount, ownBrand, true, base.priceCents, flyerName)
    const [first, second] = OTHER_BRANDS[base.department] ?? ['Casa Rinaldi', 'Dolce Valle']
    add(base, amount, first, false, shelf(base.priceCents * 1.18), null)
    add(base, amount, second, false, shelf(base.priceCents * 1.32), null)
  }
  for (const [department, name, perKg, grams] of BY_WEIGHT) {
    list.push({
      ean: withCheckDigit(`2${String(++serial).padStart(6, '0')}00000`),
      name,
      brand: COUNTER_BRAND,
      ownBrand: false,
      department,
      unit: 'KG',
      priceCents: perKg,
      estimatedWeightGrams: grams,
      contentAmount: null,
      contentUnit: null,
      maxQuantity: 10,
      flyerName: null,
    })
  }
  return list
}

const DEPARTMENT_COLOURS: Record<string, [string, string]> = {
  FRUIT_VEG: ['#e3f4d7', '#2e7d32'],
  DAIRY: ['#e8f1fb', '#1d4f91'],
  BUTCHER: ['#fbe4e4', '#9b1c1c'],
  FISHMONGER: ['#dff3f7', '#0b6e82'],
  DELI: ['#fbefe0', '#8a4b08'],
  CHEESE: ['#fff6d6', '#7a5b00'],
  BAKERY: ['#f7ecdc', '#7b4a12'],
  PANTRY: ['#f4efe6', '#6b4f1d'],
  BREAKFAST: ['#f8e9f0', '#8e2455'],
  DRINKS: ['#e4f0fb', '#17508a'],
  WINE: ['#f3e3ea', '#6d1234'],
  FROZEN: ['#e6f4fb', '#0f5f86'],
  HOME_CARE: ['#ecebfa', '#3f3a8f'],
  PERSONAL_CARE: ['#f6e8f7', '#6b2a78'],
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  )

/** Up to three lines of at most `width` characters, the last one cut with an ellipsis. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(' ')) {
    if (line && `${line} ${word}`.length > width) {
      lines.push(line)
      line = word
    } else line = line ? `${line} ${word}` : word
  }
  if (line) lines.push(line)
  if (lines.length > 3) return [...lines.slice(0, 2), `${lines[2]?.slice(0, width - 1)}…`]
  return lines
}

/**
 * A product's picture: a 240 × 240 pack in its department's colours with its name on it, and the
 * name as its text alternative. A few hundred bytes, so the list's pictures cost little to load.
 */
export function productSvg(product: SeedProduct): string {
  const [background, ink] = DEPARTMENT_COLOURS[product.department] ?? ['#eeeeee', '#333333']
  const lines = wrap(product.name, 16)
  const text = lines
    .map((line, i) => `<text x="120" y="${150 + i * 24 - (lines.length - 1) * 12}">${escapeXml(line)}</text>`)
    .join('')
  const badge = product.ownBrand
    ? `<rect x="20" y="20" width="200" height="30" rx="6" fill="${ink}"/><text x="120" y="41" fill="#fff" font-size="16">${escapeXml(product.brand)}</text>`
    : ''
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240" role="img" aria-label="${escapeXml(product.name)}"><rect width="240" height="240" rx="16" fill="${background}"/><rect x="40" y="64" width="160" height="150" rx="12" fill="#fff" stroke="${ink}" stroke-width="4"/>${badge}<g fill="${ink}" font-family="sans-serif" font-size="18" font-weight="700" text-anchor="middle">${text}</g></svg>`
}
