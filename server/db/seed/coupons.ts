import { and, asc, eq } from 'drizzle-orm'
import { inEachLanguage, scopeDescription, scopeTitle } from '../../domain/loyalty/coupon-texts'
import { CHAIN_COUPON_IMAGE } from '../../domain/loyalty/coupons'
import { say } from '../../language'
import type { Db } from '../connect'
import { cards, coupons, products } from '../schema'
import { DEMO_CUSTOMERS } from './customers'

const DAY_MS = 86_400_000

/** The demo's own descriptions (the server's catalogues hold their English). */
const seedMessages = {
  dairy: /*i18n*/ { id: 'seedCoupon.dairy', message: 'Su latte, yogurt, formaggi, uova e salumi.' },
  ownBrand: /*i18n*/ {
    id: 'seedCoupon.ownBrand',
    message: 'Un prodotto della nostra marca, per la dispensa.',
  },
} as const

/**
 * The demo coupons' texts, in both languages (docs/coupons.md "Texts"): each title says what the
 * coupon is on, never its worth (the app's badge shows that). `productName`: the own-brand product's.
 */
export function demoCouponTexts(productName: string) {
  return {
    onShopping: inEachLanguage((language) => ({
      title: scopeTitle({ kind: 'AMOUNT' }, language),
      description: scopeDescription({ kind: 'AMOUNT' }, language),
    })),
    onDairy: inEachLanguage((language) => ({
      title: scopeTitle({ kind: 'PERCENT', department: 'DAIRY' }, language),
      description: say(seedMessages.dairy),
    })),
    bonusPoints: inEachLanguage((language) => ({
      title: scopeTitle({ kind: 'POINTS' }, language),
      description: scopeDescription({ kind: 'POINTS' }, language),
    })),
    onProduct: inEachLanguage(() => ({ title: productName, description: say(seedMessages.ownBrand) })),
  }
}

/**
 * The demo customers' coupons (docs/coupons.md), the same for each and relative to the day of the
 * seed: five, two of them activated, one expired; none used.
 */
export async function seedDemoCoupons(db: Db, today: Date): Promise<void> {
  const day = (n: number) => new Date(today.getTime() + n * DAY_MS)
  const [pasta] = await db
    .select({ id: products.id, name: products.name, imageUrl: products.imageUrl })
    .from(products)
    .where(and(eq(products.department, 'PANTRY'), eq(products.ownBrand, true), eq(products.withdrawn, false)))
    .orderBy(asc(products.id))
    .limit(1)
  const [dairy] = await db
    .select({ imageUrl: products.imageUrl })
    .from(products)
    .where(eq(products.department, 'DAIRY'))
    .orderBy(asc(products.id))
    .limit(1)
  const { onShopping, onDairy, bonusPoints, onProduct } = demoCouponTexts(pasta?.name ?? '')
  for (const customer of DEMO_CUSTOMERS) {
    const [card] = await db.select({ id: cards.id }).from(cards).where(eq(cards.code, customer.card.code))
    if (!card) continue
    const base = { cardId: card.id, origin: 'SEED' as const, createdAt: day(-3) }
    await db.insert(coupons).values([
      {
        ...base,
        ...onShopping,
        kind: 'AMOUNT',
        value: 200,
        minSpendCents: 2000,
        validFrom: day(-3),
        validTo: day(11),
        imageUrl: CHAIN_COUPON_IMAGE,
        activatedAt: day(-2),
      },
      {
        ...base,
        ...onDairy,
        kind: 'PERCENT',
        value: 20,
        department: 'DAIRY',
        validFrom: day(-3),
        validTo: day(9),
        imageUrl: dairy?.imageUrl ?? CHAIN_COUPON_IMAGE,
      },
      {
        ...base,
        ...bonusPoints,
        kind: 'POINTS',
        value: 50,
        minSpendCents: 3000,
        validFrom: day(-3),
        validTo: day(13),
        imageUrl: CHAIN_COUPON_IMAGE,
        activatedAt: day(-1),
      },
      ...(pasta
        ? [
            {
              ...base,
              ...onProduct,
              kind: 'PERCENT' as const,
              value: 30,
              productIds: [pasta.id],
              validFrom: day(-3),
              validTo: day(6),
              imageUrl: pasta.imageUrl,
            },
          ]
        : []),
      {
        ...base,
        ...onShopping,
        kind: 'AMOUNT',
        value: 300,
        minSpendCents: 3000,
        validFrom: day(-20),
        validTo: day(-6),
        imageUrl: CHAIN_COUPON_IMAGE,
        createdAt: day(-20),
      },
    ])
  }
}
