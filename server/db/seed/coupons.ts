import { and, asc, eq } from 'drizzle-orm'
import { CHAIN_COUPON_IMAGE } from '../../domain/loyalty/coupons'
import type { Db } from '../connect'
import { cards, coupons, products } from '../schema'
import { DEMO_CUSTOMERS } from './customers'

const DAY_MS = 86_400_000

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
  for (const customer of DEMO_CUSTOMERS) {
    const [card] = await db.select({ id: cards.id }).from(cards).where(eq(cards.code, customer.card.code))
    if (!card) continue
    const base = { cardId: card.id, origin: 'SEED' as const, createdAt: day(-3) }
    await db.insert(coupons).values([
      {
        ...base,
        title: '2 € di sconto sulla spesa',
        description: 'Due euro in meno sul totale dello scontrino.',
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
        title: '-20% Latticini',
        description: 'Il 20% in meno su latte, yogurt, formaggi e uova.',
        kind: 'PERCENT',
        value: 20,
        department: 'DAIRY',
        validFrom: day(-3),
        validTo: day(9),
        imageUrl: dairy?.imageUrl ?? CHAIN_COUPON_IMAGE,
      },
      {
        ...base,
        title: '50 punti in regalo',
        description: 'Cinquanta punti in più sulla carta, oltre a quelli della spesa.',
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
              title: `-30% ${pasta.name}`,
              description: `Il 30% in meno su ${pasta.name}.`,
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
        title: '3 € di sconto sulla spesa',
        description: 'Tre euro in meno sul totale dello scontrino.',
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
