import { isValidCardCode } from '../../api/card-code'

/**
 * A barcode scanner types the card's 13 digits and Enter in a burst, far faster than a hand: this
 * tells such a burst from typing. Every key of the burst comes within MAX_GAP_MS of the one before;
 * a slower key starts over. The code counts only when it is a card's (prefix and check digit).
 * Nothing typed is kept beyond the burst, and nothing is logged.
 */
export const MAX_GAP_MS = 50
const CARD_DIGITS = 13

export interface Burst {
  code: string
  /** The element that had the focus when the burst began (its own text took the digits). */
  target: EventTarget | null
  /** That element's value before the burst, to give it back. */
  valueBefore: string
}

export class ScannerBurst {
  private digits = ''
  private last = Number.NEGATIVE_INFINITY
  private target: EventTarget | null = null
  private valueBefore = ''

  /** A key pressed at `time` (ms): the burst's card code when this Enter ends one, otherwise null. */
  key(key: string, time: number, target: EventTarget | null = null, value = ''): Burst | null {
    const gap = time - this.last
    const quick = gap >= 0 && gap <= MAX_GAP_MS
    this.last = time
    if (/^\d$/.test(key)) {
      if (!quick || this.digits.length >= CARD_DIGITS) {
        this.digits = ''
        this.target = target
        this.valueBefore = value
      }
      this.digits += key
      return null
    }
    const ended =
      key === 'Enter' && quick && this.digits.length === CARD_DIGITS && isValidCardCode(this.digits)
    const burst = ended ? { code: this.digits, target: this.target, valueBefore: this.valueBefore } : null
    this.digits = ''
    this.target = null
    this.valueBefore = ''
    return burst
  }
}
