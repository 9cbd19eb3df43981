import * as v from 'valibot'
import { isIsoDate } from '../rules'

/** A field a real backend may omit or send as null: it reads as null. */
export const maybe = <S extends v.GenericSchema>(schema: S) => v.nullish(schema, null)

/** The largest number an `integer` column of the database holds (PostgreSQL's is 32-bit, signed). */
export const INT32_MAX = 2_147_483_647

/**
 * A whole number an `integer` column holds, from `min` to `max` (at most INT32_MAX): a larger one,
 * or 1.5, would reach PostgreSQL and fail there as a 500 rather than be refused as a 400.
 */
export const int32 = (min = 0, max = INT32_MAX) =>
  v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(Math.min(max, INT32_MAX)))

/** The id of a row (a `serial` column) in a body. */
export const rowId = int32(1)

/** A non-negative integer sent in a query string or a path: nine digits at most, within INT32_MAX. */
export const intParam = v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number))

/** A decimal number sent in a query string (a latitude: more decimals than a double holds say nothing). */
export const numberParam = v.pipe(
  v.string(),
  v.regex(/^-?\d{1,3}(\.\d{1,20})?$/),
  v.transform(Number),
  v.finite(),
)

const EARLIEST_INSTANT = Date.UTC(1970, 0, 1)
const LATEST_INSTANT = Date.UTC(10_000, 0, 1)

/**
 * True when `new Date` reads the ISO 8601 text as an instant the database stores: a day that exists,
 * from 1970 to 9999. The ISO check alone lets through 30 February (Date rolls it into March), an
 * offset of hours alone (`+01`, which Date cannot read) and year 0 (which PostgreSQL has not).
 */
function isStorableInstant(text: string): boolean {
  const time = new Date(text).getTime()
  return isIsoDate(text.slice(0, 10)) && time >= EARLIEST_INSTANT && time < LATEST_INSTANT
}

/** An instant as a client sends it, e.g. a till's time of a receipt. */
export const instant = v.pipe(v.string(), v.isoTimestamp(), v.check(isStorableInstant, 'data non valida'))

export const TERMINAL_TYPES = ['web', 'Android', 'iOS', 'totem'] as const
export const TerminalType = v.picklist(TERMINAL_TYPES)
export type TerminalType = v.InferOutput<typeof TerminalType>

/** Path parameter `{id}`. */
export const IdParams = v.object({ id: intParam })
