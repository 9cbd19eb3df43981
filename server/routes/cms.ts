import { and, asc, eq, exists, gte, isNull, or } from 'drizzle-orm'
import { endpoints } from '../../src/api/endpoints'
import { todayIso } from '../../src/api/rules'
import { banners, leafletStores, leaflets } from '../db/schema'
import type { Deps, Register } from '../deps'

const leafletColumns = {
  id: leaflets.id,
  title: leaflets.title,
  coverImage: leaflets.coverImage,
  pdfLink: leaflets.pdfLink,
  validFrom: leaflets.validFrom,
  validTo: leaflets.validTo,
}

export function cmsRoutes(register: Register, deps: Deps): void {
  const { db } = deps
  /** Leaflets not yet expired (the coming week's included), newest first. */
  const current = () => {
    const today = todayIso(deps.now())
    return or(isNull(leaflets.validTo), gte(leaflets.validTo, today))
  }

  register(endpoints.banners, async ({ query }) =>
    db
      .select({
        id: banners.id,
        imageUrl: banners.imageUrl,
        description: banners.description,
        linkUrl: banners.linkUrl,
      })
      .from(banners)
      .where(eq(banners.category, query.category))
      .orderBy(asc(banners.position), asc(banners.id)),
  )

  register(endpoints.leaflets, async () =>
    db
      .select(leafletColumns)
      .from(leaflets)
      .where(and(eq(leaflets.storeScoped, false), current()))
      .orderBy(asc(leaflets.validFrom), asc(leaflets.id)),
  )

  register(endpoints.storeLeaflets, async ({ params }) => {
    const inStore = exists(
      db
        .select({ one: leafletStores.leafletId })
        .from(leafletStores)
        .where(and(eq(leafletStores.leafletId, leaflets.id), eq(leafletStores.storeId, params.id))),
    )
    return db
      .select(leafletColumns)
      .from(leaflets)
      .where(and(current(), or(eq(leaflets.storeScoped, false), inStore)))
      .orderBy(asc(leaflets.validFrom), asc(leaflets.id))
  })
}
