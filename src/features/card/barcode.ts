import { drawingSVG, ean13 } from 'bwip-js/browser'
import { BarcodeError } from './barcode-error'

/**
 * The card's EAN-13 barcode (behaviour §9) as SVG text: a pure function of the code, so that the same
 * picture can be kept for offline use. Black bars on a white background whatever the page's theme,
 * with quiet zones wider than EAN-13's minimum (11 modules left, 7 right) and the digits under the
 * bars, so that a till's scanner and a cashier can both read it from a phone.
 */
const EAN13_DIGITS = /^\d{13}$/

export function barcodeSvg(code: string): string {
  // Twelve digits would get a computed check digit from bwip: a card code must bring its own.
  if (!EAN13_DIGITS.test(code)) {
    throw new BarcodeError('format', code, `An EAN-13 card code has exactly 13 digits, not "${code}"`)
  }
  try {
    return ean13(
      {
        bcid: 'ean13',
        text: code,
        scale: 2,
        // Millimetres: about 100 CSS px of bars when the picture is as wide as a phone.
        height: 13,
        includetext: true,
        guardwhitespace: true,
        // In modules, on top of the room bwip keeps for the first digit and the '>' mark.
        paddingwidth: 6,
        paddingheight: 4,
        backgroundcolor: 'FFFFFF',
        barcolor: '000000',
        textcolor: '000000',
      },
      drawingSVG(),
    )
  } catch (error) {
    if (String((error as Error | undefined)?.message ?? error).includes('badCheckDigit')) {
      throw new BarcodeError('check-digit', code, `The EAN-13 check digit of card code ${code} is wrong`)
    }
    throw error
  }
}
