/**
 * Loyalty card codes (behaviour §9): 13 digits, 043, then 0 or 1, then 00, then 7 digits. The last
 * digit is an EAN-13 check digit, because the code is printed as an EAN-13 barcode at the till:
 * a code whose check digit is wrong could never have been printed on a card.
 */
export const CARD_CODE_PATTERN = /^043[01]00\d{7}$/

/** The EAN-13 check digit of the first 12 digits (weights 1,3,1,3… from the left). */
export function ean13CheckDigit(first12: string): number {
  if (!/^\d{12}$/.test(first12)) throw new Error('EAN-13 needs exactly 12 digits before the check digit')
  let sum = 0
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3)
  return (10 - (sum % 10)) % 10
}

export function isValidCardCode(code: string): boolean {
  return CARD_CODE_PATTERN.test(code) && ean13CheckDigit(code.slice(0, 12)) === Number(code[12])
}

/** Completes a 12-digit body (prefix 043100 for digital cards) with its check digit. */
export function withCheckDigit(first12: string): string {
  return first12 + String(ean13CheckDigit(first12))
}

/** Any EAN-13 (a product's code on a receipt line): 13 digits with a correct check digit. */
export function isValidEan13(code: string): boolean {
  return /^\d{13}$/.test(code) && ean13CheckDigit(code.slice(0, 12)) === Number(code[12])
}
