import * as v from 'valibot'
import { isValidCardCode } from '../card-code'
import { instant, int32, rowId } from './common'
import { COUPON_KINDS } from './coupons'

/** The store's coupon calls (/ops, docs/coupons.md): apart, so the app's code never carries them. */

/** Path parameter `{code}` of the till's calls: a card code. */
export const CardCodeParams = v.object({
  code: v.pipe(v.string(), v.check(isValidCardCode, 'Codice carta non valido')),
})

/**
 * POST /ops/coupons (`npm run ops -- coupon add`): one coupon for one card (`cardCode`) or for every
 * enabled card of a customer (`allCards: true`). From `validFrom` (now when absent) to `validTo`.
 */
export const NewCouponRequest = v.pipe(
  v.object({
    cardCode: v.optional(v.pipe(v.string(), v.check(isValidCardCode, 'Codice carta non valido'))),
    allCards: v.optional(v.literal(true)),
    title: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(80)),
    description: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(300)), ''),
    /**
     * The English ones, for a customer whose app is in English; when absent the server words them
     * from what the coupon is on (its department, its first product, or the receipt).
     */
    titleEn: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(80))),
    descriptionEn: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(300))),
    kind: v.picklist(COUPON_KINDS),
    value: int32(1, 1_000_000),
    productIds: v.optional(v.pipe(v.array(rowId), v.minLength(1), v.maxLength(50))),
    department: v.optional(v.pipe(v.string(), v.regex(/^[A-Z_]{2,30}$/, 'Reparto non valido'))),
    minSpendCents: v.optional(int32(1, 10_000_000)),
    validFrom: v.optional(instant),
    validTo: instant,
  }),
  v.check(
    (c) => (c.cardCode === undefined) !== (c.allCards === undefined),
    'Indica una carta (cardCode) oppure tutte (allCards)',
  ),
  v.check((c) => c.kind !== 'PERCENT' || c.value <= 100, 'Una percentuale va da 1 a 100'),
  v.check(
    (c) => c.validFrom === undefined || new Date(c.validFrom).getTime() < new Date(c.validTo).getTime(),
    'validTo deve seguire validFrom',
  ),
)
export type NewCouponRequest = v.InferInput<typeof NewCouponRequest>

export const NewCouponResult = v.object({ coupons: v.number() })
