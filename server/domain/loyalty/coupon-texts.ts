import type { CouponKind } from '../../../src/api/schemas/coupons'
import { inLanguage, LANGUAGES, type Language, say } from '../../language'
import { departmentName } from '../catalogue/catalogue-departments'

/**
 * A coupon's words (docs/coupons.md "Texts"): its title says what it is on, never what it is worth
 * (the app's badge shows that, from `kind` and `value`); each coupon keeps them in Italian and in
 * English. The server's own words, in its catalogues (src/locales/{it,en}/server.po).
 */

export interface CouponText {
  title: string
  description: string
}

/** A coupon's texts as its row keeps them: the Italian in title/description, the English beside. */
export interface CouponTexts extends CouponText {
  titleEn: string
  descriptionEn: string
}

export const couponMessages = {
  onShopping: /*i18n*/ { id: 'coupon.onShopping', message: 'Sconto sulla spesa' },
  bonusPoints: /*i18n*/ { id: 'coupon.bonusPoints', message: 'Punti in regalo' },
  onReceipt: /*i18n*/ {
    id: 'coupon.onReceipt',
    message: 'Sul totale dello scontrino, in negozio o nella spesa online.',
  },
  pointsOnTop: /*i18n*/ {
    id: 'coupon.pointsOnTop',
    message: 'Punti in più sulla carta, oltre a quelli della spesa.',
  },
  onDepartment: /*i18n*/ {
    id: 'coupon.onDepartment',
    message: 'Su tutti i prodotti del reparto {department}.',
  },
  onProduct: /*i18n*/ { id: 'coupon.onProduct', message: 'Su {product}.' },
  onProducts: /*i18n*/ { id: 'coupon.onProducts', message: 'Su {product} e altri prodotti scelti.' },
  boughtMost: /*i18n*/ {
    id: 'coupon.boughtMost',
    message: 'Scelto per te: è tra i reparti in cui compri di più.',
  },
  everyday: /*i18n*/ {
    id: 'coupon.everyday',
    message: 'Per la spesa di tutti i giorni, su tutti i prodotti del reparto.',
  },
} as const

/** What a coupon is on: its department, its (first) product's name, or neither (the whole receipt). */
export interface CouponScope {
  kind: CouponKind
  department?: string | null
  /** The first of its products, by the catalogue's name (product names have one language). */
  productName?: string | null
  /** How many products it names (0 or absent: none). */
  products?: number
}

/** Its title in `language`: the department's name, the product's, else "Sconto sulla spesa" / "Punti in regalo". */
export function scopeTitle(scope: CouponScope, language: Language): string {
  if (scope.productName) return scope.productName
  if (scope.department) return departmentName(scope.department, language)
  return inLanguage(language, () =>
    say(scope.kind === 'POINTS' ? couponMessages.bonusPoints : couponMessages.onShopping),
  )
}

/** Its description in `language`, from what it is on (the worth stays the badge's). */
export function scopeDescription(scope: CouponScope, language: Language): string {
  return inLanguage(language, () => {
    if (scope.productName)
      return say((scope.products ?? 1) > 1 ? couponMessages.onProducts : couponMessages.onProduct, {
        product: scope.productName,
      })
    if (scope.department)
      return say(couponMessages.onDepartment, { department: departmentName(scope.department, language) })
    return say(scope.kind === 'POINTS' ? couponMessages.pointsOnTop : couponMessages.onReceipt)
  })
}

/** Words a coupon in each language: `word` runs once per language, inside it (so `say` speaks it). */
export function inEachLanguage(word: (language: Language) => CouponText): CouponTexts {
  const [it, en] = LANGUAGES.map((language) => inLanguage(language, () => word(language)))
  if (!it || !en) throw new Error('the server speaks Italian and English')
  return { title: it.title, description: it.description, titleEn: en.title, descriptionEn: en.description }
}

/** The coupon's title and description in `language`: the English ones, or the Italian when it has none. */
export function couponTextIn(
  row: { title: string; description: string; titleEn: string | null; descriptionEn: string | null },
  language: Language,
): CouponText {
  if (language === 'en' && row.titleEn !== null)
    return { title: row.titleEn, description: row.descriptionEn ?? row.description }
  return { title: row.title, description: row.description }
}
