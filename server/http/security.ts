import helmet from '@fastify/helmet'
import type { FastifyInstance } from 'fastify'
import { config } from '../../src/config'
import type { InlineHashes } from './static-app'

/** The origin the map tiles, glyphs and sprites come from (the only third party the app talks to). */
function mapOrigin(): string[] {
  try {
    return [new URL(config.map.styleUrl).origin]
  } catch {
    return []
  }
}

/**
 * Security headers on every answer: a strict Content-Security-Policy (no inline script or style but
 * the build's own, by hash; no eval, no framing), nosniff, a referrer policy, and HSTS when the
 * public address is https.
 */
export async function securityHeaders(
  app: FastifyInstance,
  options: { https: boolean; inline?: InlineHashes },
): Promise<void> {
  const tiles = mapOrigin()
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(options.inline?.scripts ?? [])],
        styleSrc: ["'self'", ...(options.inline?.styles ?? [])],
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
    // No "Origin-Agent-Cluster: ?1": Chromium keys agent clusters by origin already (document.domain
    // stays off), and the header's one other effect, a hint to give the origin a process of its own,
    // kept the page out of the process its service worker runs in: the installed app's offline start
    // waited for a new renderer process (100-200 ms on this 2-core host) before the barcode (issue 16).
    originAgentCluster: false,
    // helmet's "Cross-Origin-Opener-Policy: same-origin" stays: a page opened from about:blank (as
    // Lighthouse opens it) gets a new renderer for it, but one coming from another site does anyway.
  })
}
