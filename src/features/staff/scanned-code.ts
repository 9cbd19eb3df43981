import type { StaffOrderLine } from '../../api/schemas/staff'
import { lineState } from './line-state'

/**
 * A weighed product's EAN is a variable-measure one: '2', six digits of the product, five zeros
 * and a check digit. The scale's label keeps the first seven digits and writes the grams in the
 * five (server/db/seed/catalogue.ts; the server decodes the label itself: the screen only finds
 * the line and fills in the grams for the picker to confirm).
 */
const PRODUCT_DIGITS = 7
const isVariableMeasure = (code: string) => code.length === 13 && code.startsWith('2')

export interface ScanMatch {
  line: StaffOrderLine
  /** The grams a scale label says, to fill in. */
  labelGrams?: number
}

/**
 * The line a scanned (or typed) code picks: an open line with that EAN, or an open weighed line
 * whose scale label it is; else an already done line with that EAN (picked again: the last change
 * wins). Null: the code is no line's, and the server's answer (55) says so.
 */
export function matchScan(code: string, lines: readonly StaffOrderLine[]): ScanMatch | null {
  const open = lines.filter((line) => lineState(line) === 'open')
  const exact = open.find((line) => line.ean === code)
  if (exact) return { line: exact }
  if (isVariableMeasure(code)) {
    const weighed = open.find(
      (line) =>
        line.unit === 'KG' &&
        isVariableMeasure(line.ean) &&
        line.ean.slice(0, PRODUCT_DIGITS) === code.slice(0, PRODUCT_DIGITS),
    )
    if (weighed) {
      const grams = Number(code.slice(PRODUCT_DIGITS, 12))
      return { line: weighed, labelGrams: grams > 0 ? grams : undefined }
    }
  }
  const done = lines.find((line) => line.ean === code)
  return done ? { line: done } : null
}

/** What a scanner's burst may be on the picking screen: an EAN-8 up to a GTIN-14. */
export const EAN_BURST = { maxDigits: 14, accepts: (digits: string) => /^\d{8,14}$/.test(digits) }
