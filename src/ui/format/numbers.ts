/**
 * Whole numbers and euros as Italian (it-IT) and British English (en-GB) write them, without Intl:
 * a page's first use of Intl loads its locale data, about 40 ms of main thread (160 ms on a slow
 * phone) inside the first render of every page that shows a number: the footer's share capital,
 * the card's points. The output is Intl.NumberFormat's for these two locales (a unit test compares
 * them); anything else falls back to Intl.
 */

const NBSP = '\u00a0'

/** '1234567' → '1.234.567'. Italian groups only from five digits (1234, 12.345), English from four. */
function grouped(digits: string, separator: string, groupFrom: number): string {
  if (digits.length < groupFrom) return digits
  let out = ''
  for (let i = 0; i < digits.length; i++) {
    if (i > 0 && (digits.length - i) % 3 === 0) out += separator
    out += digits[i]
  }
  return out
}

type Style = { group: string; decimal: string; groupFrom: number }

const STYLES: Record<string, Style> = {
  it: { group: '.', decimal: ',', groupFrom: 5 },
  en: { group: ',', decimal: '.', groupFrom: 4 },
}

/** 'it-IT', 'it' → it; 'en-GB', 'en' → en; anything else: null (Intl is used). */
function styleOf(locale: string): [keyof typeof STYLES, Style] | null {
  const base = locale.slice(0, 2).toLowerCase()
  if (base === 'it' && (locale.length === 2 || locale.toUpperCase().endsWith('-IT')))
    return ['it', STYLES.it as Style]
  if (base === 'en' && (locale.length === 2 || locale.toUpperCase().endsWith('-GB')))
    return ['en', STYLES.en as Style]
  return null
}

/** A whole number (rounded half away from zero): "1234" and "12.345" in Italian, "1,234" in English. */
export function formatInteger(value: number, locale: string): string {
  const style = styleOf(locale)
  if (!style || !Number.isFinite(value))
    return new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(value)
  const whole = Math.round(Math.abs(value))
  const text = grouped(String(whole), style[1].group, style[1].groupFrom)
  return value < 0 ? `-${text}` : text
}

/** A number with exactly `digits` decimals ("1,3" in Italian, "1.3" in English), rounded half away from zero. */
export function formatDecimal(value: number, locale: string, digits: number): string {
  const style = styleOf(locale)
  if (!style || !Number.isFinite(value) || Math.abs(value) >= 1e15 || digits < 0 || digits > 6) {
    return new Intl.NumberFormat(locale, {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(value)
  }
  const { group, decimal, groupFrom } = style[1]
  const factor = 10 ** digits
  const scaled = Math.round(Math.abs(value) * factor)
  let number = grouped(String(Math.floor(scaled / factor)), group, groupFrom)
  if (digits > 0) number += decimal + String(scaled % factor).padStart(digits, '0')
  return value < 0 ? `-${number}` : number
}

/**
 * Euros with cents ("1234,50 €", "€1,234.50") or, with `cents: false`, whole euros ("3 €", "€3"),
 * rounded half away from zero.
 */
export function formatEuros(value: number, locale: string, options: { cents?: boolean } = {}): string {
  const withCents = options.cents ?? true
  const style = styleOf(locale)
  if (!style || !Number.isFinite(value) || Math.abs(value) >= 1e15) {
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'EUR',
      ...(withCents ? {} : { minimumFractionDigits: 0, maximumFractionDigits: 0 }),
    }).format(value)
  }
  const [lang, { group, decimal, groupFrom }] = style
  const scaled = Math.round(Math.abs(value) * (withCents ? 100 : 1))
  const whole = withCents ? Math.floor(scaled / 100) : scaled
  let number = grouped(String(whole), group, groupFrom)
  if (withCents) number += decimal + String(scaled % 100).padStart(2, '0')
  const sign = value < 0 ? '-' : ''
  return lang === 'it' ? `${sign}${number}${NBSP}€` : `${sign}€${number}`
}
