import { type Category, type Product, products } from './products'

/**
 * One palette for the PDFs and the SVGs, so a cover looks like the first page of its own leaflet.
 * Hex strings because SVG wants them; the PDF side converts.
 */
export const brand = {
  navy: '#12355b',
  sky: '#2f80c9',
  priceYellow: '#ffd400',
  discountRed: '#e30613',
  pointsGreen: '#1f9d55',
  paper: '#ffffff',
  cream: '#fff7e0',
  ink: '#1d1d1b',
  muted: '#5f6368',
  line: '#d9dde3',
} as const

/** A few hues per category, so a page of the same pictogram still reads as different products. */
export const categoryColours: Record<Category, readonly string[]> = {
  ortofrutta: ['#4caf50', '#f39c12', '#e74c3c', '#f1c40f'],
  freschi: ['#f2c14e', '#e8a23a', '#d98c5f'],
  'carne-pesce': ['#d9534f', '#e07a5f', '#5f8fb4'],
  dispensa: ['#c8843a', '#d35400', '#a0522d'],
  bevande: ['#3b8fd9', '#e67e22', '#16a085'],
  surgelati: ['#7fc8e8', '#5dade2', '#48c9b0'],
  'casa-persona': ['#9b6fc4', '#e84393', '#00a8a8'],
}

export function productColour(product: Product): string {
  const hues = categoryColours[product.category]
  return hues[Math.max(products.indexOf(product), 0) % hues.length] ?? '#888888'
}

/** Lightens a colour towards white, for tints behind the product drawings. */
export function tint(hex: string, amount: number): string {
  const [r, g, b] = channels(hex).map((c) => Math.round(c + (255 - c) * amount))
  return `#${[r, g, b].map((c) => (c ?? 0).toString(16).padStart(2, '0')).join('')}`
}

export function channels(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16)
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255]
}

/** Darkens a colour towards black, for outlines and the darker parts of a drawing. */
export function shade(hex: string, amount: number): string {
  const [r, g, b] = channels(hex).map((c) => Math.round(c * (1 - amount)))
  return `#${[r, g, b].map((c) => (c ?? 0).toString(16).padStart(2, '0')).join('')}`
}
