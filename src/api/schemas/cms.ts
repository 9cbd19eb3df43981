import * as v from 'valibot'
import { maybe } from './common'

export const BANNER_CATEGORIES = ['WEB'] as const

export const BannersQuery = v.object({ category: v.picklist(BANNER_CATEGORIES) })

export const Banner = v.object({
  id: v.number(),
  imageUrl: v.string(),
  /** Alternative text of the image (ours: the chain's banner has only id and imageUrl). */
  description: maybe(v.string()),
  /** Where the banner leads, if anywhere. */
  linkUrl: maybe(v.string()),
})
export type Banner = v.InferOutput<typeof Banner>

export const Leaflet = v.object({
  id: v.number(),
  title: v.string(),
  coverImage: v.string(),
  pdfLink: v.string(),
  /** yyyy-MM-dd, when known. */
  validFrom: maybe(v.string()),
  validTo: maybe(v.string()),
})
export type Leaflet = v.InferOutput<typeof Leaflet>
