import type { FastifyInstance } from 'fastify'
import type { Db } from '../db/connect'
import { findMedia } from '../domain/content/media'

/**
 * If-None-Match as RFC 9110 §13.1.2 reads it: a list of tags or '*', compared weakly. A proxy that
 * compresses the answer turns the ETag into W/"…", and a strict string comparison would then never
 * answer 304.
 */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '')
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag))
}

/** Leaflet PDFs, covers and banners, from the database, with ETags so phones revalidate cheaply. */
export function mediaRoute(app: FastifyInstance, db: Db): void {
  app.get<{ Params: { '*': string } }>('/media/*', async (request, reply) => {
    const path = request.params['*']
    // PostgreSQL text cannot hold U+0000: no file has such a name, and the query would fail as a 500.
    if (path.includes('\u0000')) return reply.code(404).type('text/plain').send('Not found')
    const file = await findMedia(db, path)
    if (!file) return reply.code(404).type('text/plain').send('Not found')
    reply.header('etag', file.etag)
    reply.header('cache-control', 'public, max-age=3600, must-revalidate')
    reply.header('last-modified', file.updatedAt.toUTCString())
    if (matchesEtag(request.headers['if-none-match'], file.etag)) return reply.code(304).send()
    return reply.type(file.contentType).send(Buffer.from(file.body))
  })
}
