import { createHash, timingSafeEqual } from 'node:crypto'
import type { FastifyRequest } from 'fastify'
import { Failure } from '../http/failure'

const digest = (text: string) => createHash('sha256').update(text).digest()

/**
 * The /ops calls' check: the store system's bearer token, compared in constant time (on digests, so
 * that its length does not show either).
 */
export function storeAuthenticator(token: string) {
  const expected = digest(token)
  return async (request: FastifyRequest): Promise<void> => {
    const header = request.headers.authorization ?? ''
    const given = header.startsWith('Bearer ') ? header.slice(7).trim() : ''
    if (!given || !timingSafeEqual(digest(given), expected)) throw Failure.unauthorized()
  }
}
