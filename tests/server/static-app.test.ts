import { createHash } from 'node:crypto'
import { EventEmitter } from 'node:events'
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inProcessClient } from '../../server/http/rendered-pages'
import { endpoints } from '../../src/api/endpoints'
import { PAGE_DATA_ID } from '../../src/api/prerendered-pages'
import { shopEndpoints } from '../../src/api/shop-endpoints'
import { startTestServer, type TestServer } from './harness'

const SHELL_SCRIPT = 'window.shell = 1'
const PAGE_SCRIPT = "document.documentElement.classList.add('x')"
const TEMPLATE_SCRIPT = 'window.rendered = 1'
const SHELL_STYLE = '.boot{color:#1a1a1a}'
const hashOf = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`

/** The app's route paths as the build writes them from its route tree (a part of them). */
const ROUTES = [
  '/',
  '/card',
  '/card/receipts/$receiptId',
  '/lists/',
  '/lists/$listId',
  '/login',
  '/orders/',
  '/orders/$orderId',
  '/shop/',
  '/shop/$storeId/',
  '/shop/$storeId/cart',
  '/shop/$storeId/products/$productId',
  '/signup',
  '/stores',
  '/stores/$storeId',
  '/totem',
  '/totem/$label',
  '/totem/signup',
]

/** A built PWA in miniature: what `vite build` leaves in dist/ (and its renderer in dist-ssr/). */
async function fakeBuild(renderer = FAKE_RENDERER, routes: string[] | null = ROUTES): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'tessera-dist-'))
  await mkdir(path.join(dir, 'assets'))
  await writeFile(
    path.join(dir, 'index.html'),
    `<!doctype html><title>Tessera</title><style>${SHELL_STYLE}</style><div id="root"></div><script>${SHELL_SCRIPT}</script>`,
  )
  // Two prerendered pages (scripts/vite/prerender.ts writes them); the others are not built.
  await mkdir(path.join(dir, 'pages'))
  await writeFile(
    path.join(dir, 'pages', 'home.html'),
    `<!doctype html><title>Home</title><script>${PAGE_SCRIPT}</script><div id="root" data-prerendered="/"><h1>Benvenuto</h1></div>`,
  )
  await writeFile(
    path.join(dir, 'pages', 'login.html'),
    `<!doctype html><title>Accedi</title><script>${PAGE_SCRIPT}</script><div id="root" data-prerendered="/login"><h1>Accedi</h1></div>`,
  )
  await writeFile(path.join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {})')
  await writeFile(path.join(dir, 'manifest.webmanifest'), '{"name":"Tessera"}')
  const script = `console.log(${JSON.stringify('x'.repeat(2000))})`
  await writeFile(path.join(dir, 'assets', 'index-AbC123.js'), script)
  // scripts/vite/precompress.ts leaves the best compressed copies beside an asset.
  await writeFile(path.join(dir, 'assets', 'index-AbC123.js.br'), brotliCompressSync(script))
  // The renderer of the pages drawn from the chain's data, and their templates, beside the build.
  await mkdir(`${dir}-ssr`)
  await writeFile(path.join(`${dir}-ssr`, 'render.mjs'), renderer)
  await writeFile(
    path.join(`${dir}-ssr`, 'templates.json'),
    JSON.stringify({
      'shop-catalogue': `<!doctype html><title>Tessera</title><script>${PAGE_SCRIPT}</script><div id="root"></div>`,
      'shop-product': `<!doctype html><title>Tessera</title><script>${TEMPLATE_SCRIPT}</script><div id="root"></div>`,
      store: `<!doctype html><title>Tessera</title><script>${PAGE_SCRIPT}</script><div id="root"></div>`,
    }),
  )
  if (routes) await writeFile(path.join(`${dir}-ssr`, 'routes.json'), JSON.stringify(routes))
  return dir
}

const FAKE_RENDERER = `export async function renderOnRequest(href) {
  if (href.startsWith('/shop/404')) return null
  if (href.startsWith('/stores/999999') || href.startsWith('/shop/999999')) return 'not-found'
  return { html: '<h1>Spesa online</h1>', key: href, data: { href } }
}`

// A deep link's answer passes @fastify/static's fallbacks (each encoding, the file, then the
// not-found handler's sendFile), each awaiting the reply: a 'close' listener each, gone when it
// closes. Over a connection that stays under Node's 10; through inject, whose Response listens to
// 'close' too, it is 11 on one answer, and Node would call it a leak. Not one: this file allows 20.
const maxListeners = EventEmitter.defaultMaxListeners
let server: TestServer
beforeAll(async () => {
  EventEmitter.defaultMaxListeners = 20
  server = await startTestServer({ appDir: await fakeBuild() })
})
afterAll(async () => {
  await server.stop()
  EventEmitter.defaultMaxListeners = maxListeners
})

const get = (url: string, method: 'GET' | 'HEAD' = 'GET', headers: Record<string, string> = {}) =>
  server.running.app.inject({ method, url, headers })

describe('the PWA under /app/', () => {
  it('answers a public page with its prerendered HTML, with or without a query or a final slash', async () => {
    for (const [url, page] of [
      ['/app/', '/'],
      ['/app/login', '/login'],
      ['/app/login/', '/login'],
      ['/app/login?next=x', '/login'],
    ] as const) {
      const response = await get(url)
      expect(response.statusCode, url).toBe(200)
      expect(response.body, url).toContain(`data-prerendered="${page}"`)
      expect(response.headers['cache-control']).toBe('no-cache')
    }
  })

  it("lets the build's own inline scripts run, by hash, and no other", async () => {
    const policy = String((await get('/app/login')).headers['content-security-policy'])
    const scripts = policy.split(';').find((directive) => directive.startsWith('script-src')) ?? ''
    expect(scripts.split(' ').sort()).toEqual(
      ['script-src', "'self'", hashOf(SHELL_SCRIPT), hashOf(PAGE_SCRIPT), hashOf(TEMPLATE_SCRIPT)].sort(),
    )
    expect(scripts).not.toContain('unsafe-inline')
  })

  it("applies the shell's inline stylesheet, by hash, and no other inline style", async () => {
    const policy = String((await get('/app/card')).headers['content-security-policy'])
    const styles = policy.split(';').find((directive) => directive.startsWith('style-src')) ?? ''
    expect(styles.split(' ').sort()).toEqual(['style-src', "'self'", hashOf(SHELL_STYLE)].sort())
  })

  it("answers a store's catalogue, a product and a store with the page rendered on request, never cached", async () => {
    for (const url of [
      '/app/shop/5',
      '/app/shop/5?page=2&department=PANTRY',
      '/app/shop/5/products/9',
      '/app/stores/12',
    ]) {
      const response = await get(url)
      expect(response.statusCode, url).toBe(200)
      expect(response.headers['content-type']).toMatch(/^text\/html/)
      expect(response.headers['cache-control']).toBe('no-cache')
      expect(response.body).toContain(
        `<div id="root" data-prerendered="${url.slice('/app'.length).replace(/&/g, '&amp;')}">`,
      )
      expect(response.body).toContain('<title>Spesa online – Tessera</title>')
      expect(response.body).toContain(`<script type="application/json" id="${PAGE_DATA_ID}">`)
    }
    // No data for the page (an unknown store): the app shell, which draws the page's own message.
    const unknown = await get('/app/shop/404')
    expect(unknown.body).toContain('<div id="root"></div>')
    expect(unknown.body).not.toContain('data-prerendered')
  })

  it("asks the server's own /cli in-process, as a visitor, with the contract's answers", async () => {
    const call = inProcessClient(server.running.app)
    const stores = await call(endpoints.ecommerceStores, { query: { s: '50', p: '0' } })
    const store = stores.data[0]
    if (!store) throw new Error('no e-commerce store in the seed')
    const departments = await call(shopEndpoints.departments, { params: { storeId: String(store.id) } })
    const overHttp = await get(`/cli/ecommerce/${store.id}/departments`)
    expect(departments).toEqual(overHttp.json().data)
    await expect(call(shopEndpoints.departments, { params: { storeId: '999999' } })).rejects.toMatchObject({
      kind: 'code',
    })
  })

  it('answers an unknown store or product 404, with the app shell that says so', async () => {
    for (const url of ['/app/stores/999999', '/app/shop/999999', '/app/shop/999999?page=2']) {
      const response = await get(url)
      expect(response.statusCode, url).toBe(404)
      expect(response.headers['content-type']).toMatch(/^text\/html/)
      expect(response.headers['cache-control']).toBe('no-cache')
      expect(response.body, url).toContain('<div id="root"></div>')
    }
  })

  it('answers an address no route of the app takes 404, with the app shell that says so', async () => {
    for (const url of [
      '/app/nope',
      '/app/nope/',
      '/app/cards',
      '/app/stores/12/x',
      '/app/shop/5/elsewhere',
      '/app/card/receipts',
    ]) {
      const response = await get(url)
      expect(response.statusCode, url).toBe(404)
      expect(response.headers['content-type'], url).toMatch(/^text\/html/)
      expect(response.body, url).toContain('<div id="root"></div>')
      expect(response.body, url).toContain(SHELL_SCRIPT)
    }
    expect((await get('/app/nope', 'HEAD')).statusCode).toBe(404)
  })

  it('answers every other deep link with the app shell, never cached', async () => {
    for (const url of [
      '/app/card',
      '/app/card/',
      '/app/Card',
      '/app/card/receipts/31',
      '/app/orders/12',
      '/app/orders',
      '/app/lists/0b6f3c1e-5d2a-4f7b-9c1d-2e3f4a5b6c7d',
      '/app/stores/x',
      '/app/totem/signup?storeId=21',
      '/app/totem/DIGI',
      '/app/shop/5/cart',
      '/app/signup',
    ]) {
      const response = await get(url)
      expect(response.statusCode, url).toBe(200)
      expect(response.headers['content-type']).toMatch(/^text\/html/)
      expect(response.body).toContain('<div id="root">')
      expect(response.body).not.toContain('data-prerendered')
      expect(response.headers['cache-control']).toBe('no-cache')
    }
  })

  it('answers HEAD on a deep link like GET, without a body', async () => {
    const response = await get('/app/card', 'HEAD')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^text\/html/)
    expect(response.body).toBe('')
  })

  it('lets hashed assets be cached for a year, the service worker and manifest never', async () => {
    expect((await get('/app/assets/index-AbC123.js')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    )
    expect((await get('/app/sw.js')).headers['cache-control']).toBe('no-cache')
    expect((await get('/app/manifest.webmanifest')).headers['cache-control']).toBe('no-cache')
  })

  it("sends the build's own Brotli copy of an asset when the browser takes it, cached like the asset", async () => {
    const response = await get('/app/assets/index-AbC123.js', 'GET', { 'accept-encoding': 'br, gzip' })
    expect(response.headers['content-encoding']).toBe('br')
    expect(response.headers['content-type']).toMatch(/javascript/)
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('console.log(')
  })

  it('compresses text assets', async () => {
    const response = await get('/app/assets/index-AbC123.js', 'GET', { 'accept-encoding': 'gzip' })
    expect(response.headers['content-encoding']).toBe('gzip')
  })

  it('sends / and /app to /app/; a missing asset or another path is a plain 404', async () => {
    expect((await get('/')).headers.location).toBe('/app/')
    expect((await get('/app')).headers.location).toBe('/app/')
    expect((await get('/elsewhere')).statusCode).toBe(404)
    expect((await get('/app/assets/index-Old999.js')).statusCode).toBe(404)
    const post = await server.running.app.inject({ method: 'POST', url: '/app/card' })
    expect(post.statusCode).toBe(404)
  })
})

describe('a build without the list of its routes (an older one)', () => {
  it('answers every /app/ address with the app shell, as before', async () => {
    const older = await startTestServer({ appDir: await fakeBuild(FAKE_RENDERER, null) })
    try {
      const response = await older.running.app.inject({ method: 'GET', url: '/app/nope' })
      expect(response.statusCode).toBe(200)
      expect(response.body).toContain('<div id="root"></div>')
    } finally {
      await older.stop()
    }
  })
})

describe('a renderer that does not load', () => {
  it('leaves the server up: those pages are the app shell', async () => {
    const broken = await startTestServer({ appDir: await fakeBuild('export const = broken') })
    try {
      const catalogue = await broken.running.app.inject({ method: 'GET', url: '/app/shop/5' })
      expect(catalogue.statusCode).toBe(200)
      expect(catalogue.body).toContain('<div id="root"></div>')
      const home = await broken.running.app.inject({ method: 'GET', url: '/app/' })
      expect(home.body).toContain('data-prerendered="/"')
    } finally {
      await broken.stop()
    }
  })
})
