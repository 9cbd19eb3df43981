/**
 * A barcode scanner (USB or Bluetooth, as a keyboard) types a code's digits and Enter in a burst, far
 * faster than a hand: this tells such a burst from typing. Every key of the burst comes within
 * MAX_GAP_MS of the one before; a slower key starts over. What counts as a code is the caller's
 * (`accepts`: the kiosk wants a loyalty card, the staff's picking an EAN). Nothing typed is kept
 * beyond the burst, and nothing is logged.
 */
export const MAX_GAP_MS = 50

export interface Burst {
  code: string
  /** The element that had the focus when the burst began (its own text took the digits). */
  target: EventTarget | null
  /** That element's value before the burst, to give it back. */
  valueBefore: string
}

export interface BurstRule {
  /** The longest code: a longer run of digits starts over. */
  maxDigits: number
  /** Whether the digits of a burst ended by Enter are a code of the caller's. */
  accepts: (digits: string) => boolean
}

export class ScannerBurst {
  private digits = ''
  private last = Number.NEGATIVE_INFINITY
  private target: EventTarget | null = null
  private valueBefore = ''

  constructor(private readonly rule: BurstRule) {}

  /** A key pressed at `time` (ms): the burst's code when this Enter ends one, otherwise null. */
  key(key: string, time: number, target: EventTarget | null = null, value = ''): Burst | null {
    const gap = time - this.last
    const quick = gap >= 0 && gap <= MAX_GAP_MS
    this.last = time
    if (/^\d$/.test(key)) {
      if (!quick || this.digits.length >= this.rule.maxDigits) {
        this.digits = ''
        this.target = target
        this.valueBefore = value
      }
      this.digits += key
      return null
    }
    const ended = key === 'Enter' && quick && this.rule.accepts(this.digits)
    const burst = ended ? { code: this.digits, target: this.target, valueBefore: this.valueBefore } : null
    this.digits = ''
    this.target = null
    this.valueBefore = ''
    return burst
  }
}
