import { isValidCardCode } from '../../api/card-code'
import { type BurstRule, ScannerBurst as CodeBurst } from '../../ui/scanner/scanner-burst'

export { type Burst, MAX_GAP_MS } from '../../ui/scanner/scanner-burst'

const CARD_DIGITS = 13

/** The kiosk's scanner reads loyalty cards: 13 digits with the chain's prefix and check digit. */
export const CARD_BURST: BurstRule = {
  maxDigits: CARD_DIGITS,
  accepts: (digits) => digits.length === CARD_DIGITS && isValidCardCode(digits),
}

/** A burst of the scanner that counts only a loyalty card (src/ui/scanner/scanner-burst.ts). */
export class ScannerBurst extends CodeBurst {
  constructor() {
    super(CARD_BURST)
  }
}
