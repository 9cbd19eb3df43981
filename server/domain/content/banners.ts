import { asc, eq } from 'drizzle-orm'
import type { Banner } from '../../../src/api/schemas/cms'
import type { Db } from '../../db/connect'
import { banners } from '../../db/schema'

/** The banners of a category, in their carousel order. */
export async function bannersOf(db: Db, category: string): Promise<Banner[]> {
  return db
    .select({
      id: banners.id,
      imageUrl: banners.imageUrl,
      description: banners.description,
      linkUrl: banners.linkUrl,
    })
    .from(banners)
    .where(eq(banners.category, category))
    .orderBy(asc(banners.position), asc(banners.id))
}
