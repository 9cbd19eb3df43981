import * as v from 'valibot'
import { isValidCardCode } from './card-code'
import { validationMessages as m, translate } from './messages'

/**
 * The field rules of behaviour §5, once. Forms validate with them, the payload schemas of the contract
 * embed them, and the reference server checks requests with the same schemas.
 */

const msg = (descriptor: (typeof m)[keyof typeof m]) => () => translate(descriptor)

export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/
export const ITALIAN_DATE = /^\d{2}\/\d{2}\/\d{4}$/
export const PASSWORD_MIN_LENGTH = 8
/** The longest password taken: far beyond what anyone types, short of what costs the server to hash. */
export const PASSWORD_MAX_LENGTH = 256
/**
 * The longest short text (a name, an address line, a username): an e-mail address has at most 254
 * characters (RFC 5321), and no name or street comes near it. The columns are `text`; the limit keeps
 * a body of megabytes out of them.
 */
export const SHORT_TEXT_MAX_LENGTH = 254

/**
 * Whether a length limit (a valibot max_length action or its issue) is one of the size bounds above:
 * what a column takes, not a rule of behaviour §5. The server answers a text over it as a request off
 * the contract (HTTP 400), never with the field's code (a 300-character login password is not a
 * "weak password"). A real rule's length, such as a card code's 13, keeps its code.
 */
export function isSizeBound(part: { type: string; requirement?: unknown }): boolean {
  return (
    part.type === 'max_length' &&
    (part.requirement === SHORT_TEXT_MAX_LENGTH || part.requirement === PASSWORD_MAX_LENGTH)
  )
}

/** A real calendar day written yyyy-MM-dd (rejects 2023-02-30). */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false
  const [y, mo, d] = value.split('-').map(Number) as [number, number, number]
  const date = new Date(Date.UTC(y, mo - 1, d))
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d
}

/** dd/MM/yyyy (the kiosk's format) to yyyy-MM-dd, or null when it is not a real day. */
export function italianToIsoDate(value: string): string | null {
  if (!ITALIAN_DATE.test(value)) return null
  const [d, mo, y] = value.split('/')
  const iso = `${y}-${mo}-${d}`
  return isIsoDate(iso) ? iso : null
}

/** Today as yyyy-MM-dd in the local time zone. */
export function todayIso(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

/** Full years between a yyyy-MM-dd birth date and a yyyy-MM-dd day. */
export function ageOn(birthDate: string, day: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number]
  const [y, mo, d] = day.split('-').map(Number) as [number, number, number]
  return y - by - (mo < bm || (mo === bm && d < bd) ? 1 : 0)
}

export const ADULT_AGE = 18

/** How many of lowercase, uppercase, digits and symbols a password uses. */
export function passwordCharacterClasses(password: string): number {
  return [/[a-z]/, /[A-Z]/, /\d/, /[^a-zA-Z\d]/].filter((re) => re.test(password)).length
}

/** The server's rule behind error 13: 8+ characters and three of the four classes. */
export function isStrongPassword(password: string): boolean {
  return password.length >= PASSWORD_MIN_LENGTH && passwordCharacterClasses(password) >= 3
}

export const MOBILE_PHONE_SIGNUP = /^\d{9,10}$/
export const MOBILE_PHONE_PROFILE = /^\d{10}$/
export const BIRTH_YEAR = /^\d{4}$/

// ---- field schemas (string in, string out) ----

export const requiredText = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty(msg(m.required)),
  v.maxLength(SHORT_TEXT_MAX_LENGTH, msg(m.tooLong)),
)

/** Required, taken as typed (a password or a surname used as one is not trimmed). */
export const requiredSecret = v.pipe(
  v.string(),
  v.nonEmpty(msg(m.required)),
  v.maxLength(PASSWORD_MAX_LENGTH, msg(m.tooLong)),
)

export const email = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty(msg(m.required)),
  v.maxLength(SHORT_TEXT_MAX_LENGTH, msg(m.invalidEmail)),
  v.email(msg(m.invalidEmail)),
  v.toLowerCase(),
)

/** An e-mail that may be left empty (the kiosk profile). */
export const optionalEmail = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(SHORT_TEXT_MAX_LENGTH, msg(m.invalidEmail)),
  v.check((s) => s === '' || v.is(v.pipe(v.string(), v.email()), s), msg(m.invalidEmail)),
  v.toLowerCase(),
)

export const password = v.pipe(
  v.string(),
  v.nonEmpty(msg(m.required)),
  v.minLength(PASSWORD_MIN_LENGTH, msg(m.passwordTooShort)),
  v.maxLength(PASSWORD_MAX_LENGTH, msg(m.tooLong)),
)

export const isoBirthDate = v.pipe(
  v.string(),
  v.nonEmpty(msg(m.required)),
  v.check(isIsoDate, msg(m.invalidDate)),
)

export const gender = v.picklist(['MALE', 'FEMALE'], msg(m.required))

export const cardCode = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty(msg(m.required)),
  v.maxLength(13, msg(m.invalidCardCode)),
  v.check(isValidCardCode, msg(m.invalidCardCode)),
)

/** A card code that may be left empty: a new digital card is issued then. */
export const optionalCardCode = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(13, msg(m.invalidCardCode)),
  v.check((s) => s === '' || isValidCardCode(s), msg(m.invalidCardCode)),
)

export const signupMobilePhone = v.pipe(
  v.string(),
  v.trim(),
  v.check((s) => s === '' || MOBILE_PHONE_SIGNUP.test(s), msg(m.invalidMobilePhone)),
)

export const profileMobilePhone = v.pipe(
  v.string(),
  v.trim(),
  v.check((s) => s === '' || MOBILE_PHONE_PROFILE.test(s), msg(m.invalidMobilePhone)),
)

/** Four digits (behaviour §5); a year to come or more than a century back is a typing slip too. */
export function isPlausibleBirthYear(year: string, now: Date = new Date()): boolean {
  if (!BIRTH_YEAR.test(year)) return false
  const thisYear = now.getFullYear()
  return Number(year) <= thisYear && Number(year) > thisYear - 100
}

export const childBirthYear = v.pipe(
  v.string(),
  v.trim(),
  v.check((s) => s === '' || isPlausibleBirthYear(s), msg(m.invalidBirthYear)),
)

export const requiredConsent = v.literal(true, msg(m.required))

export const upgradeEmail = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty(msg(m.invalidUpgradeEmail)),
  v.maxLength(SHORT_TEXT_MAX_LENGTH, msg(m.invalidUpgradeEmail)),
  v.email(msg(m.invalidUpgradeEmail)),
  v.toLowerCase(),
)

export const kioskSignature = v.pipe(v.string(), v.nonEmpty(msg(m.signatureRequired)))

/**
 * The kiosk sign-up's birth date (behaviour §5): a real day and not one to come. The date field
 * hands the form yyyy-MM-dd once the dd/MM/yyyy typed is a real day, the text as typed until then.
 */
export const kioskBirthDate = v.pipe(
  isoBirthDate,
  v.check((iso) => iso <= todayIso(), msg(m.invalidDate)),
)

export const ZIP = /^\d{5}$/

export const zip = v.pipe(v.string(), v.trim(), v.nonEmpty(msg(m.required)), v.regex(ZIP, msg(m.invalidZip)))

/** A field a client may leave out, send as null or send empty: it reaches the rule as ''. */
export const blankable = <S extends v.GenericSchema<string, string>>(rule: S) =>
  v.pipe(v.nullish(v.string(), ''), rule)
