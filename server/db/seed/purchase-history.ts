import { withCheckDigit } from '../../../src/api/card-code'
import { pointsEarned, voucherOf } from '../../../src/api/loyalty-rules'
import type { ReceiptLineRow } from '../schema'
import { ownBrand } from './media/leaflets'

/**
 * A believable few months of till receipts for a demo customer, that lands exactly on the points the
 * demo promises: weekly shopping at the stores of the customer's province, a voucher used once, every
 * receipt's points by the programme's rules. Deterministic (seeded by the card code), so every demo
 * database tells the same story.
 */

interface Product {
  name: string
  ean: string
  priceCents: number
  ownBrand: boolean
}

const product = (name: string, body: string, priceCents: number, own = false): Product => ({
  name: own ? `${name} ${ownBrand}` : name,
  ean: withCheckDigit(body),
  priceCents,
  ownBrand: own,
})

const SHELF: readonly Product[] = [
  product('Latte intero 1 l', '800120000101', 129),
  product('Pasta di semola spaghetti 500 g', '800120000202', 89, true),
  product('Passata di pomodoro 700 g', '800120000303', 119, true),
  product('Olio extravergine di oliva 1 l', '800120000404', 899),
  product('Caffè macinato 250 g', '800120000505', 349),
  product('Biscotti frollini 700 g', '800120000606', 249, true),
  product('Mozzarella 125 g', '800120000707', 99, true),
  product('Parmigiano Reggiano 300 g', '800120000808', 649),
  product('Acqua minerale naturale 6 × 1,5 l', '800120000909', 229, true),
  product('Yogurt bianco 2 × 125 g', '800120001005', 119),
  product('Uova fresche 6', '800120001104', 229, true),
  product('Tonno all’olio 3 × 80 g', '800120001203', 399),
  product('Riso Carnaroli 1 kg', '800120001302', 299, true),
  product('Pane in cassetta 400 g', '800120001401', 169),
  product('Detersivo piatti 1 l', '800120001500', 179, true),
  product('Carta igienica 8 rotoli', '800120001609', 399, true),
  product('Prosciutto cotto 120 g', '800120001708', 259),
  product('Vino rosso Barbera 75 cl', '800120001807', 599),
  product('Mele Golden al kg', '800120001906', 219),
  product('Gelato alla vaniglia 500 g', '800120002002', 349, true),
]

/** Sold by weight at the counter: the line whose amount brings a receipt to its points. */
const COUNTER: readonly Product[] = [
  product('Gastronomia al banco', '200000000101', 0),
  product('Frutta e verdura a peso', '200000000202', 0),
  product('Salumi al taglio', '200000000303', 0),
]

/** mulberry32: a small seeded generator, enough for a demo's variety. */
function generator(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

export interface SeedReceipt {
  storeId: number
  externalId: string
  at: Date
  lines: ReceiptLineRow[]
  totalCents: number
  ownBrandCents: number
  paidCents: number
  voucherPoints: number | null
  voucherCents: number | null
  pointsEarned: number
}

export interface SeedMovement {
  kind: 'EARNED' | 'VOUCHER'
  points: number
  balance: number
  at: Date
  /** Index in the receipts. */
  receipt: number
}

/**
 * `visits` receipts, about a week apart up to two days before `today`, that earn `balance + voucher`
 * points in all, with the voucher used about two thirds of the way along.
 */
export function purchaseHistory(options: {
  cardCode: string
  balance: number
  voucherPoints: number
  visits: number
  storeIds: readonly number[]
  today: Date
}): { receipts: SeedReceipt[]; movements: SeedMovement[] } {
  const random = generator(Number(options.cardCode.slice(-7)))
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T
  const voucher = voucherOf(options.voucherPoints)
  if (!voucher) throw new Error(`no voucher of ${options.voucherPoints} points`)
  const earnedInAll = options.balance + voucher.points
  // Each visit's share of the points, a little uneven as real shopping is.
  const weights = Array.from({ length: options.visits }, () => 0.6 + random() * 0.8)
  const weightSum = weights.reduce((a, b) => a + b, 0)
  const goals = weights.map((w) => Math.floor((w / weightSum) * earnedInAll))
  goals[goals.length - 1] = earnedInAll - goals.slice(0, -1).reduce((a, b) => a + b, 0)
  const voucherAt = Math.floor(options.visits * 0.66)

  const receipts: SeedReceipt[] = []
  const movements: SeedMovement[] = []
  let balance = 0
  const day = 86_400_000
  goals.forEach((goal, index) => {
    const daysBack = 2 + (options.visits - 1 - index) * 7 + Math.floor(random() * 3)
    const at = new Date(options.today.getTime() - daysBack * day)
    at.setUTCHours(8 + Math.floor(random() * 10), Math.floor(random() * 60), 0, 0)
    const usesVoucher = index === voucherAt && balance >= voucher.points
    const voucherCents = usesVoucher ? voucher.euros * 100 : 0

    // Shelf products while they leave room for the counter line, then the counter line that brings
    // the points to the goal: what is paid plus the own-brand part is goal × 100 plus some cents.
    const target = goal * 100 + Math.floor(random() * 100) + voucherCents
    const lines: ReceiptLineRow[] = []
    const taken = new Set<Product>()
    let weighted = 0
    for (let tries = 0; tries < 40; tries++) {
      const item = pick(SHELF)
      // A product bought twice is one line with its quantity, as a till prints it.
      if (taken.has(item)) continue
      taken.add(item)
      const quantity = 1 + Math.floor(random() * 2)
      const amount = item.priceCents * quantity
      const counts = amount * (item.ownBrand ? 2 : 1)
      // The counter line stays above the voucher, which is taken from lines that are not own-brand.
      if (weighted + counts > target - 250 - voucherCents) break
      lines.push({
        ean: item.ean,
        name: quantity > 1 ? `${item.name} × ${quantity}` : item.name,
        amountCents: amount,
        ownBrand: item.ownBrand,
      })
      weighted += counts
    }
    const counter = pick(COUNTER)
    lines.push({ ean: counter.ean, name: counter.name, amountCents: target - weighted, ownBrand: false })

    const totalCents = lines.reduce((sum, line) => sum + line.amountCents, 0)
    const ownBrandCents = lines.reduce((sum, line) => sum + (line.ownBrand ? line.amountCents : 0), 0)
    const earned = pointsEarned({ totalCents, ownBrandCents, voucherCents })
    if (earned !== goal) throw new Error(`demo receipt earns ${earned}, not ${goal}`)
    const storeId = pick(options.storeIds)
    const receipt = receipts.push({
      storeId,
      externalId: `${storeId}-${at.toISOString().slice(0, 10).replaceAll('-', '')}-${100 + index}`,
      at,
      lines,
      totalCents,
      ownBrandCents,
      paidCents: totalCents - voucherCents,
      voucherPoints: usesVoucher ? voucher.points : null,
      voucherCents: usesVoucher ? voucherCents : null,
      pointsEarned: earned,
    })
    if (usesVoucher) {
      balance -= voucher.points
      movements.push({ kind: 'VOUCHER', points: -voucher.points, balance, at, receipt: receipt - 1 })
    }
    balance += earned
    movements.push({ kind: 'EARNED', points: earned, balance, at, receipt: receipt - 1 })
  })
  if (balance !== options.balance || !movements.some((m) => m.kind === 'VOUCHER')) {
    throw new Error(`demo history of ${options.cardCode} ends at ${balance}, not ${options.balance}`)
  }
  return { receipts, movements }
}
