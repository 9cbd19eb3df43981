import { eq } from 'drizzle-orm'
import type { Db } from '../../db/connect'
import { media } from '../../db/schema'

export type MediaFile = typeof media.$inferSelect

/** A file served under /media (leaflet PDF, cover, banner), or null. */
export async function findMedia(db: Db, path: string): Promise<MediaFile | null> {
  const [file] = await db.select().from(media).where(eq(media.path, path))
  return file ?? null
}
