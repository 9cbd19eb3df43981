import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import {
  NOT_FOUND,
  PRERENDERED_DIR,
  prerenderedFile,
  RENDERED_ON_REQUEST,
} from '../../src/api/prerendered-pages'
import { appHasPage } from './app-routes'
import {
  inProcessClient,
  loadPageRenderer,
  RENDERED_PAGES_DEFAULTS,
  RenderedPages,
  readTemplates,
} from './rendered-pages'

/** Hashed build files never change; the service worker and the pages must always be checked. */
function cacheControl(file: string): string {
  // A precompressed copy (login-Ab12.js.br) is cached as the file it stands for.
  const name = path.basename(file).replace(/\.(br|gz)$/, '')
  if (file.includes(`${path.sep}assets${path.sep}`)) return 'public, max-age=31536000, immutable'
  if (name === 'sw.js' || name.endsWith('.html') || name.endsWith('.webmanifest')) return 'no-cache'
  return 'public, max-age=3600'
}

/**
 * Serves the built PWA under /app/: a public page as the build prerendered it, the pages drawn from
 * the chain's data rendered on request (rendered-pages.ts), every other /app/ path with index.html
 * (the app routes it; 404 for an address none of its routes takes), the build's files as they are.
 */
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
    // /app/ is the home page, answered below with its prerendered file.
    index: false,
    // The build's assets/*.br and *.gz (scripts/vite/precompress.ts), when the browser accepts them.
    preCompressed: true,
    wildcard: true,
    setHeaders: (reply, file) => {
      reply.header('cache-control', cacheControl(file))
    },
  })
  const renderer = await loadPageRenderer(appDir).catch((error: unknown) => {
    app.log.error({ err: error }, 'the page renderer beside the build does not load')
    return null
  })
  if (!renderer) {
    app.log.warn(
      { appDir },
      'no page renderer: the pages drawn from data are the prerendered file or the shell',
    )
  }
  const pages =
    renderer &&
    new RenderedPages(renderer, inProcessClient(app), app.log, { ...RENDERED_PAGES_DEFAULTS, now: Date.now })
  const answer = async (request: FastifyRequest, reply: FastifyReply) => {
    const html = pages ? await pages.answer(request.url.slice('/app'.length)) : null
    const pathname = request.url.split('?')[0] ?? '/app/'
    // An unknown store, leaflet or product: the shell draws the page's own "not found", with its status.
    if (html === NOT_FOUND) return sendAppShell(reply, appDir, pathname, { notFound: true })
    if (html === null) return sendAppShell(reply, appDir, pathname)
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html)
  }
  for (const page of RENDERED_ON_REQUEST) app.get(`/app${page.route}`, answer)
  app.get('/app', async (_request, reply) => reply.redirect('/app/', 301))
}

/**
 * The history fallback for an /app/ page: its prerendered HTML when the build has one, otherwise
 * index.html, whose app routes a deep link such as /app/card itself. An address no route of the app
 * takes (app-routes.ts), or one whose page said so (`notFound`), is answered 404 with the same shell:
 * the app draws its "page not found" there, and a crawler or a link checker hears it too.
 */
export function sendAppShell(
  reply: FastifyReply,
  appDir: string,
  pathname: string,
  { notFound = false }: { notFound?: boolean } = {},
): FastifyReply {
  const below = pathname.slice('/app'.length) || '/'
  reply.header('cache-control', 'no-cache')
  reply.code(notFound || !appHasPage(appDir, below) ? 404 : 200)
  const page = prerenderedFile(below)
  return reply.sendFile(page && existsSync(path.join(appDir, page)) ? page : 'index.html')
}

/** The Content-Security-Policy hashes of the build's own inline scripts and styles. */
export interface InlineHashes {
  scripts: string[]
  styles: string[]
}

/**
 * The hashes of the inline scripts (index.html's, the head script of the prerendered pages and of
 * the templates of the pages rendered on request) and styles (index.html's entry stylesheet) the
 * build wrote: they apply, and no other inline script or style does.
 */
export function inlineHashes(appDir: string | null | undefined): InlineHashes {
  if (!appDir || !existsSync(path.join(appDir, 'index.html'))) return { scripts: [], styles: [] }
  const pagesDir = path.join(appDir, PRERENDERED_DIR)
  const pages = existsSync(pagesDir)
    ? readdirSync(pagesDir)
        .filter((name) => name.endsWith('.html'))
        .map((name) => path.join(pagesDir, name))
    : []
  // The templates of the pages rendered on request hold the same head script today; read anyway, so
  // that a script of their own would run too.
  const templates = Object.values(readTemplates(appDir))
  const documents = [path.join(appDir, 'index.html'), ...pages].map((file) => readFileSync(file, 'utf8'))
  const hashesOf = (element: 'script' | 'style') => {
    const hashes = new Set<string>()
    for (const html of [...documents, ...templates]) {
      for (const match of html.matchAll(new RegExp(`<${element}>([\\s\\S]*?)</${element}>`, 'g'))) {
        hashes.add(
          `'sha256-${createHash('sha256')
            .update(match[1] ?? '')
            .digest('base64')}'`,
        )
      }
    }
    return [...hashes]
  }
  return { scripts: hashesOf('script'), styles: hashesOf('style') }
}
