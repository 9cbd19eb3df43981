import { createHash } from 'node:crypto'
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from './harness'

const SHELL_SCRIPT = 'window.shell = 1'
const PAGE_SCRIPT = "document.documentElement.classList.add('x')"
const hashOf = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`

/** A built PWA in miniature: what `vite build` leaves in dist/. */
async function fakeBuild(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'tessera-dist-'))
  await mkdir(path.join(dir, 'assets'))
  await writeFile(
    path.join(dir, 'index.html'),
    `<!doctype html><title>Tessera</title><div id="root"></div><script>${SHELL_SCRIPT}</script>`,
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
  return dir
}

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ appDir: await fakeBuild() })
})
afterAll(() => server.stop())

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
      ['script-src', "'self'", hashOf(SHELL_SCRIPT), hashOf(PAGE_SCRIPT)].sort(),
    )
    expect(scripts).not.toContain('unsafe-inline')
  })

  it('answers every other deep link with the app shell, never cached', async () => {
    for (const url of ['/app/card', '/app/stores/12', '/app/totem/signup?storeId=21', '/app/signup']) {
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
