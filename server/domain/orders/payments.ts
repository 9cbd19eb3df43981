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

export interface PaymentProvider {
  authorise(card: CardDetails, amountCents: number, at: Date): Promise<Authorisation>
  capture(authorisationId: string, amountCents: number): Promise<void>
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

export function testCardProvider(): PaymentProvider {
  return {
    async authorise(card, _amountCents, at) {
      if (card.number === TEST_CARDS.fail) return { outcome: 'failed' }
      if (card.number === TEST_CARDS.decline || !notExpired(card.expiry, at)) return { outcome: 'declined' }
      return { outcome: 'approved', id: `test_${randomUUID()}` }
    },
    // The test bank holds nothing: the order row keeps what was authorised and captured.
    async capture() {},
    async cancel() {},
  }
}
