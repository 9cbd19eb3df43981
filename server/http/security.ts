import helmet from '@fastify/helmet'
import type { FastifyInstance } from 'fastify'
import { config } from '../../src/config'

/** The origin the map tiles, glyphs and sprites come from (the only third party the app talks to). */
function mapOrigin(): string[] {
  try {
    return [new URL(config.map.styleUrl).origin]
  } catch {
    return []
  }
}

/**
 * Security headers on every answer: a strict Content-Security-Policy (no inline script but the
 * build's own, by hash; no eval, no framing), nosniff, a referrer policy, and HSTS when the public address is https.
 */
export async function securityHeaders(
  app: FastifyInstance,
  options: { https: boolean; inlineScripts?: string[] },
): Promise<void> {
  const tiles = mapOrigin()
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(options.inlineScripts ?? [])],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...tiles],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...tiles],
        workerSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(options.https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: options.https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  })
}
