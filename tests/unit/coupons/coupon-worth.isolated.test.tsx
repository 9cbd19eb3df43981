import { screen } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import * as v from 'valibot'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
// The server's own wording of the coupons (the seed's and the daily job's), so that this test reads
// the list as the server fills it. Isolated: the server's catalogues load into Lingui's one i18n.
import { demoCouponTexts } from '../../../server/db/seed/coupons'
import { personalCouponTexts } from '../../../server/domain/loyalty/personal-coupons'
import type { Coupon } from '../../../src/api/schemas/coupons'
import { User } from '../../../src/api/schemas/profile'
import { session } from '../../../src/features/auth/session'
import { API, renderRoute } from '../render'

const demo = demoCouponTexts('Fusilli integrali')
const open = { validFrom: '2026-01-01T00:00:00.000Z', validTo: '2099-12-31T00:00:00.000Z', activated: false }
const image = { imageUrl: '/app/icons/icon.svg' }
const italian = (texts: { title: string; description: string }) => ({
  title: texts.title,
  description: texts.description,
})

/** Each coupon as GET /cli/coupons gives it (in Italian), and how its worth reads in the badge. */
const cases: { coupon: Coupon; badge: string; worth: RegExp }[] = [
  {
    coupon: {
      id: 1,
      ...italian(demo.onShopping),
      kind: 'AMOUNT',
      value: 200,
      minSpendCents: 2000,
      ...open,
      ...image,
    },
    badge: '−2,00 €',
    // "2 €", "2,00 €", "−2,00 €", not the minimum's "20,00 €".
    worth: /(?<![\d,])2(?:,00)?\s?€/g,
  },
  {
    coupon: {
      id: 2,
      ...italian(demo.onDairy),
      kind: 'PERCENT',
      value: 20,
      department: 'DAIRY',
      ...open,
      ...image,
    },
    badge: '−20%',
    worth: /\b20\s?%/g,
  },
  {
    coupon: {
      id: 3,
      ...italian(demo.bonusPoints),
      kind: 'POINTS',
      value: 50,
      minSpendCents: 3000,
      ...open,
      ...image,
    },
    badge: '+50 punti',
    worth: /\b50\b/g,
  },
  {
    coupon: {
      id: 4,
      ...italian(demo.onProduct),
      kind: 'PERCENT',
      value: 30,
      productIds: [7],
      ...open,
      ...image,
    },
    badge: '−30%',
    worth: /\b30\s?%/g,
  },
  {
    coupon: {
      id: 5,
      ...italian(personalCouponTexts('FRUIT_VEG', true)),
      kind: 'PERCENT',
      value: 10,
      department: 'FRUIT_VEG',
      ...open,
      ...image,
    },
    badge: '−10%',
    worth: /\b10\s?%/g,
  },
]

const server = setupServer(
  http.get(`${API}/coupons`, () => HttpResponse.json({ code: 0, data: cases.map((c) => c.coupon) })),
)
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }))
afterEach(() => session.clear())
afterAll(() => server.close())

describe("the coupons' worth", () => {
  it('shows each coupon’s worth once, in its badge: its title and description do not repeat it', async () => {
    session.replaceUser(
      v.parse(User, { id: 1, username: 'a@b.it', firstName: 'Giulia', lastName: 'B', cards: [] }),
    )
    await renderRoute('/coupons')
    for (const { coupon, badge, worth } of cases) {
      const card = await screen.findByRole('article', { name: coupon.title })
      expect(card.querySelector('.coupon__worth')).toHaveTextContent(badge)
      const said = card.textContent?.match(worth) ?? []
      expect(said, `${coupon.title}: ${card.textContent}`).toHaveLength(1)
    }
  })
})
