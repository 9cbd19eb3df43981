import { randomUUID } from 'node:crypto'

/**
 * Card payments, behind the one interface a real provider (a bank's gateway) would be plugged into.
 * The order authorises when it is placed, captures once at the hand-over (COLLECTED / DELIVERED) the
 * final amount after the customer's refusals (never above the authorisation), and cancels when the
 * order is undone. The card's number goes to the
 * provider and nowhere else: the order keeps the authorisation's id and the last four digits.
 */
export interface CardDetails {
  /** Digits only. */
  number: string
  /** MM/YY */
  expiry: string
  cvc: string
}

export type Authorisation =
  | { outcome: 'approved'; id: string }
  /** The bank said no: another card or cash may work. */
  | { outcome: 'declined' }
  /** The provider failed or could not be reached: trying again later may work. */
  | { outcome: 'failed' }

/** An authorisation's one capture, as the provider keeps it: how much, and under which key it was asked. */
export interface Capture {
  amountCents: number
  idempotencyKey: string
}

export interface PaymentProvider {
  authorise(card: CardDetails, amountCents: number, at: Date): Promise<Authorisation>
  /**
   * Captures `amountCents` of the authorisation, once: an authorisation is captured at most once
   * (as the banks' gateways do for a single-capture authorisation), so asked again, under this key
   * or another, it charges nothing more and answers the capture already made, with that one's
   * amount and key. Throws when the provider fails or cannot be reached (nothing may be known).
   */
  capture(authorisationId: string, amountCents: number, idempotencyKey: string): Promise<Capture>
  /** The authorisation's capture, or null when it has none (the reconciliation's look-up). */
  captured(authorisationId: string): Promise<Capture | null>
  cancel(authorisationId: string): Promise<void>
}

/**
 * The reference server's test provider: it approves any valid card not listed below, and these
 * documented numbers (any future expiry, any CVC) behave like a bank would:
 */
export const TEST_CARDS = {
  /** Approved. */
  approve: '4242424242424242',
  /** Declined by the bank (code 45). */
  decline: '4000000000000002',
  /** The provider fails (code 46): nothing is charged, the customer may try again. */
  fail: '4000000000000119',
} as const

/** True when MM/YY is this month or later (a card is valid to the end of its month). */
function notExpired(expiry: string, at: Date): boolean {
  const [month, year] = expiry.split('/').map(Number) as [number, number]
  const endOfMonth = Date.UTC(2000 + year, month, 1)
  return at.getTime() < endOfMonth
}

/**
 * The test provider keeps its captures in this process's memory, as a bank keeps its ledger: what
 * the reconciliation asks after (docs/ordering.md "Receipt and hand-over"). Several instances each
 * keep their own; a real provider is one ledger for all.
 */
export function testCardProvider(): PaymentProvider {
  const captures = new Map<string, Capture>()
  return {
    async authorise(card, _amountCents, at) {
      if (card.number === TEST_CARDS.fail) return { outcome: 'failed' }
      if (card.number === TEST_CARDS.decline || !notExpired(card.expiry, at)) return { outcome: 'declined' }
      return { outcome: 'approved', id: `test_${randomUUID()}` }
    },
    async capture(authorisationId, amountCents, idempotencyKey) {
      const done = captures.get(authorisationId)
      if (done) return done
      const capture = { amountCents, idempotencyKey }
      captures.set(authorisationId, capture)
      return capture
    },
    async captured(authorisationId) {
      return captures.get(authorisationId) ?? null
    },
    async cancel() {},
  }
}
