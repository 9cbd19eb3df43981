import * as v from 'valibot'

/** A field a real backend may omit or send as null: it reads as null. */
export const maybe = <S extends v.GenericSchema>(schema: S) => v.nullish(schema, null)

/** A non-negative integer sent in a query string or a path. */
export const intParam = v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number))

/** A decimal number sent in a query string. */
export const numberParam = v.pipe(v.string(), v.regex(/^-?\d{1,3}(\.\d+)?$/), v.transform(Number), v.finite())

export const TERMINAL_TYPES = ['web', 'Android', 'iOS', 'totem'] as const
export const TerminalType = v.picklist(TERMINAL_TYPES)
export type TerminalType = v.InferOutput<typeof TerminalType>

/** Path parameter `{id}`. */
export const IdParams = v.object({ id: intParam })
