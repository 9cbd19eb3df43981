import { and, asc, eq, exists, gte, isNull, or } from 'drizzle-orm'
import { todayIso } from '../../../src/api/rules'
import type { Leaflet } from '../../../src/api/schemas/cms'
import type { Db } from '../../db/connect'
import { leafletStores, leaflets } from '../../db/schema'

const leafletColumns = {
  id: leaflets.id,
  title: leaflets.title,
  coverImage: leaflets.coverImage,
  pdfLink: leaflets.pdfLink,
  validFrom: leaflets.validFrom,
  validTo: leaflets.validTo,
}

/** Leaflets not yet expired on `today` (the coming week's included). */
const current = (today: Date) => or(isNull(leaflets.validTo), gte(leaflets.validTo, todayIso(today)))

/** The chain's leaflets, soonest first. */
export async function chainLeaflets(db: Db, today: Date): Promise<Leaflet[]> {
  return db
    .select(leafletColumns)
    .from(leaflets)
    .where(and(eq(leaflets.storeScoped, false), current(today)))
    .orderBy(asc(leaflets.validFrom), asc(leaflets.id))
}

/** The leaflets of one store: the chain's and its own (a regional leaflet, say). */
export async function storeLeaflets(db: Db, storeId: number, today: Date): Promise<Leaflet[]> {
  const inStore = exists(
    db
      .select({ one: leafletStores.leafletId })
      .from(leafletStores)
      .where(and(eq(leafletStores.leafletId, leaflets.id), eq(leafletStores.storeId, storeId))),
  )
  return db
    .select(leafletColumns)
    .from(leaflets)
    .where(and(current(today), or(eq(leaflets.storeScoped, false), inStore)))
    .orderBy(asc(leaflets.validFrom), asc(leaflets.id))
}
