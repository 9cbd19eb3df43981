import * as v from 'valibot'
import { intParam, maybe, numberParam } from './common'

export const STORE_PAGE_SIZE = 5
export const MAX_PAGE_SIZE = 50

const time = v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/))

export const StoreAddress = v.object({
  address: v.string(),
  zip: v.string(),
  city: v.string(),
  /** The province's code (sigla), e.g. 'TO'. */
  county: v.string(),
  latitude: v.number(),
  longitude: v.number(),
})

/** One opening interval on a weekday (1 = Monday … 7 = Sunday); a day may have two (lunch break). */
export const Timetable = v.object({
  dayOfWeek: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(7)),
  opening: time,
  closing: time,
})
export type Timetable = v.InferOutput<typeof Timetable>

/** An extraordinary opening or closing on a date; no times means closed that day. */
export const ExtraordinaryOpening = v.object({
  date: v.pipe(v.string(), v.isoDate()),
  opening: maybe(time),
  closing: maybe(time),
  description: maybe(v.string()),
})
export type ExtraordinaryOpening = v.InferOutput<typeof ExtraordinaryOpening>

export const StoreFeature = v.object({ code: v.string(), name: v.string() })

export const Store = v.object({
  id: v.number(),
  name: v.string(),
  logoImageUrl: maybe(v.string()),
  address: StoreAddress,
  /** Km from the position given with lat/lon; null without one. */
  distance: maybe(v.number()),
  phone: maybe(v.string()),
  email: maybe(v.string()),
  webUrl: maybe(v.string()),
  /** The company name (behaviour §3: notes is labelled as company name). */
  notes: maybe(v.string()),
  timetables: v.optional(v.array(Timetable), []),
  openings: v.optional(v.array(ExtraordinaryOpening), []),
  services: v.optional(v.array(StoreFeature), []),
  departments: v.optional(v.array(StoreFeature), []),
})
export type Store = v.InferOutput<typeof Store>

export const DELIVERY_MODES = ['IN_STORE', 'AT_HOME', 'DRIVE'] as const
export const DeliveryMode = v.picklist(DELIVERY_MODES)
export type DeliveryMode = v.InferOutput<typeof DeliveryMode>

const cents = v.pipe(v.number(), v.integer(), v.minValue(0))

/**
 * What home delivery costs in a store (docs/ordering.md "Home delivery: fee and minimum"): the fee an
 * AT_HOME order pays on top of its products, free once the products reach `freeFromCents` (null:
 * never free), and the least amount of products it takes.
 */
export const HomeDelivery = v.object({
  feeCents: cents,
  freeFromCents: maybe(cents),
  minimumCents: cents,
})
export type HomeDelivery = v.InferOutput<typeof HomeDelivery>

/** The fee an AT_HOME order of `productsCents` pays: nothing once the products reach the free threshold. */
export function deliveryFeeFor(delivery: HomeDelivery, productsCents: number): number {
  return delivery.freeFromCents !== null && productsCents >= delivery.freeFromCents ? 0 : delivery.feeCents
}

export const EcommerceStore = v.object({
  ...Store.entries,
  deliveryModes: v.array(DeliveryMode),
  /** Home delivery's fee and minimum; null when the store does not deliver (AT_HOME). */
  homeDelivery: maybe(HomeDelivery),
})
export type EcommerceStore = v.InferOutput<typeof EcommerceStore>

/** A region (the API calls regions states). */
export const State = v.object({ id: v.number(), stateId: v.string(), name: v.string() })
export type State = v.InferOutput<typeof State>

/** A province (the API calls provinces counties); countyId is its code, e.g. 'TO'. */
export const County = v.object({
  id: v.number(),
  countyId: v.string(),
  name: v.string(),
  stateId: maybe(v.string()),
})
export type County = v.InferOutput<typeof County>

const latitude = v.pipe(numberParam, v.minValue(-90), v.maxValue(90))
const longitude = v.pipe(numberParam, v.minValue(-180), v.maxValue(180))

/** GET /cli/stores?s=5&p=0&q=…&lat=…&lon=… (p counts from 0, as `number` in the answer). */
export const StoresQuery = v.object({
  s: v.optional(v.pipe(intParam, v.minValue(1), v.maxValue(MAX_PAGE_SIZE)), String(STORE_PAGE_SIZE)),
  p: v.optional(v.pipe(intParam, v.maxValue(100_000)), '0'),
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100)), ''),
  lat: v.optional(latitude),
  lon: v.optional(longitude),
})
export type StoresQuery = v.InferInput<typeof StoresQuery>

export const EcommerceStoresQuery = v.object({
  s: StoresQuery.entries.s,
  p: StoresQuery.entries.p,
  lat: v.optional(latitude),
  lon: v.optional(longitude),
})
export type EcommerceStoresQuery = v.InferInput<typeof EcommerceStoresQuery>

/** GET /cli/stores/ecommerce/delivery?delivery=AT_HOME&state=01 */
export const DeliveryQuery = v.object({ delivery: DeliveryMode, state: v.pipe(v.string(), v.maxLength(10)) })
export type DeliveryQuery = v.InferInput<typeof DeliveryQuery>
