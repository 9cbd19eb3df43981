import type { FastifyInstance } from 'fastify'
import { openApiDocument } from '../../src/api/openapi'

export function openApiRoute(app: FastifyInstance, publicUrl: string): void {
  let document: unknown = null
  app.get('/openapi.json', async (_request, reply) => {
    document ??= openApiDocument(`${publicUrl}/cli`)
    reply.header('cache-control', 'no-cache')
    return document
  })
}
