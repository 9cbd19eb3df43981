import type { FastifyInstance } from 'fastify'
import { type ApiDescription, CLI_API, openApiDocument } from '../../src/api/openapi'

/** GET <prefix>/openapi.json: the API's OpenAPI document, made on first ask. */
export function openApiRoute(app: FastifyInstance, serverUrl: string, api: ApiDescription = CLI_API): void {
  let document: unknown = null
  app.get('/openapi.json', async (_request, reply) => {
    document ??= openApiDocument(serverUrl, api)
    reply.header('cache-control', 'no-cache')
    return document
  })
}
