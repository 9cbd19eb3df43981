import * as v from 'valibot'

const whole = v.pipe(v.number(), v.integer(), v.minValue(0))

/**
 * What some refusals tell beyond their code, for the screen to offer a way on. 57 (past the card's
 * authorisation, docs/ordering.md "Picking"): `maxCents`, the most the line may now cost, and for a
 * weighed product `maxGrams`, the most it may weigh.
 */
export const RefusalDetail = v.object({ maxCents: v.optional(whole), maxGrams: v.optional(whole) })
export type RefusalDetail = v.InferOutput<typeof RefusalDetail>

/**
 * Every /cli answer is wrapped (behaviour §7): `code` must be 0, the payload sits in `data`, and lists
 * that page carry `totalPages` and `number` (the page, counted from 0) beside it. An error has a
 * non-zero code and a message.
 */
export const ErrorEnvelope = v.object({
  code: v.number(),
  message: v.nullish(v.string(), ''),
  // A detail off its shape is dropped, never the refusal itself.
  detail: v.fallback(v.optional(RefusalDetail), undefined),
})
export type ErrorEnvelope = v.InferOutput<typeof ErrorEnvelope>

/** An error envelope as the server sends it, with one of `codes` (what OpenAPI tells a client). */
export const refusalEnvelope = (codes: readonly [number, ...number[]]) =>
  v.object({ code: v.picklist(codes), message: v.string(), detail: v.optional(RefusalDetail) })

export const dataEnvelope = <S extends v.GenericSchema>(data: S) =>
  v.object({ code: v.literal(0), message: v.optional(v.string()), data })

export const pageEnvelope = <S extends v.GenericSchema>(item: S) =>
  v.object({
    code: v.literal(0),
    message: v.optional(v.string()),
    data: v.array(item),
    totalPages: v.pipe(v.number(), v.integer(), v.minValue(0)),
    number: v.pipe(v.number(), v.integer(), v.minValue(0)),
  })

export const emptyEnvelope = v.object({
  code: v.literal(0),
  message: v.optional(v.string()),
  data: v.optional(v.unknown()),
})

export interface Page<T> {
  data: T[]
  totalPages: number
  number: number
}
