import { existsSync } from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'

/** Hashed build files never change; the service worker and the entry page must always be checked. */
function cacheControl(file: string): string {
  const name = path.basename(file)
  if (file.includes(`${path.sep}assets${path.sep}`)) return 'public, max-age=31536000, immutable'
  if (name === 'sw.js' || name === 'index.html' || name.endsWith('.webmanifest')) return 'no-cache'
  return 'public, max-age=3600'
}

/** Serves the built PWA under /app/, with every unknown /app/ path answered by index.html. */
export async function staticApp(app: FastifyInstance, appDir: string): Promise<void> {
  const index = path.join(appDir, 'index.html')
  if (!existsSync(index)) {
    app.log.warn({ appDir }, 'the PWA is not built: run npm run build')
    app.get('/app/*', async (_request, reply) =>
      reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('La PWA non è stata compilata: esegui npm run build.'),
    )
    return
  }
  await app.register(fastifyStatic, {
    root: appDir,
    prefix: '/app/',
    index: ['index.html'],
    wildcard: true,
    setHeaders: (reply, file) => {
      reply.header('cache-control', cacheControl(file))
    },
  })
  app.get('/app', async (_request, reply) => reply.redirect('/app/', 301))
}

/** The history fallback: a deep link such as /app/card/ loads the app, which routes it. */
export function sendAppShell(reply: import('fastify').FastifyReply): void {
  reply.header('cache-control', 'no-cache')
  void reply.sendFile('index.html')
}
