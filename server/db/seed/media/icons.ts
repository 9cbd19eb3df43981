import type { Category, Product } from './products'

/**
 * Flat pictograms standing in for product photos, as SVG path data in a 48 x 48 box (y pointing down).
 * The same paths feed pdf-lib's drawSvgPath and the SVG covers, so both media share one look.
 */
export type Tone = 'base' | 'dark' | 'light'

export interface IconPart {
  d: string
  tone: Tone
}

export const ICON_SIZE = 48

export type IconName = Category | 'pesce'

export const icons: Record<IconName, IconPart[]> = {
  ortofrutta: [
    { d: 'M24 14 C14 8 4 16 8 30 C11 40 18 46 24 42 C30 46 37 40 40 30 C44 16 34 8 24 14 Z', tone: 'base' },
    { d: 'M24 14 C24 8 28 4 34 4 C33 9 29 12 24 14 Z', tone: 'dark' },
    { d: 'M13 22 C14 18 17 16 20 16 C18 18 16 20 15 24 Z', tone: 'light' },
  ],
  freschi: [
    { d: 'M14 14 L24 5 L34 14 L34 44 L14 44 Z', tone: 'base' },
    { d: 'M14 14 L34 14 L34 18 L14 18 Z', tone: 'dark' },
    { d: 'M14 24 L34 24 L34 36 L14 36 Z', tone: 'light' },
  ],
  'carne-pesce': [
    { d: 'M10 16 C14 6 34 4 42 14 C48 22 42 36 30 40 C22 43 16 40 12 34 C8 30 6 22 10 16 Z', tone: 'base' },
    { d: 'M10 16 C14 6 34 4 42 14 L38 17 C32 10 17 11 14 19 Z', tone: 'light' },
    { d: 'M18 25 C18 21 24 21 24 25 C24 29 18 29 18 25 Z', tone: 'light' },
  ],
  pesce: [
    { d: 'M4 24 C12 12 28 12 36 24 C28 36 12 36 4 24 Z', tone: 'base' },
    { d: 'M34 24 L46 14 L46 34 Z', tone: 'dark' },
    { d: 'M11 22 L15 22 L15 26 L11 26 Z', tone: 'light' },
  ],
  dispensa: [
    { d: 'M15 5 L33 5 L33 12 L15 12 Z', tone: 'dark' },
    { d: 'M11 13 L37 13 L37 44 L11 44 Z', tone: 'base' },
    { d: 'M11 22 L37 22 L37 35 L11 35 Z', tone: 'light' },
  ],
  bevande: [
    { d: 'M20 3 L28 3 L28 6 L20 6 Z', tone: 'dark' },
    { d: 'M21 6 L27 6 L27 12 C27 15 34 16 34 22 L34 45 L14 45 L14 22 C14 16 21 15 21 12 Z', tone: 'base' },
    { d: 'M14 26 L34 26 L34 36 L14 36 Z', tone: 'light' },
  ],
  surgelati: [
    { d: 'M6 8 L42 8 L42 42 L6 42 Z', tone: 'base' },
    { d: 'M23 13 L25 13 L25 37 L23 37 Z M12 24 L36 24 L36 26 L12 26 Z', tone: 'light' },
    { d: 'M15 15 L17 14 L33 34 L31 36 Z M31 14 L33 15 L17 36 L15 34 Z', tone: 'light' },
  ],
  'casa-persona': [
    { d: 'M18 3 L30 3 L30 10 L18 10 Z', tone: 'dark' },
    { d: 'M14 11 L34 11 C36 11 38 13 38 16 L38 45 L10 45 L10 16 C10 13 12 11 14 11 Z', tone: 'base' },
    { d: 'M10 24 L38 24 L38 34 L10 34 Z', tone: 'light' },
  ],
}

/** The drawing for a product: its category's, except fish, which would look odd as a steak. */
export function iconFor(product: Product): IconPart[] {
  return icons[product.fish ? 'pesce' : product.category]
}
