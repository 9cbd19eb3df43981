import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { todayIso } from '../../src/api/rules'
import type { Leaflet } from '../../src/api/schemas/cms'
import { startTestServer, type TestServer } from './harness'
import { call, DEMO_PASSWORD, expectOk, expectRefused } from './helpers'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.stop())

async function storeId(q: string): Promise<number> {
  const [store] = expectOk(await call(server, 'stores', { query: { q } }))
  if (!store) return expect.fail(`no store for ${q}`)
  return store.id
}

const titles = (list: Leaflet[]) => list.map((l) => l.title)

describe('banners', () => {
  it('lists the WEB banners, whose images are SVG files under /media', async () => {
    const banners = expectOk(await call(server, 'banners', { query: { category: 'WEB' } }))
    expect(banners).toHaveLength(3)
    expect(new Set(banners.map((b) => b.id)).size).toBe(3)
    for (const banner of banners) {
      expect(banner.imageUrl).toMatch(/^\/media\/.+\.svg$/)
      expect(banner.description?.length).toBeGreaterThan(20)
      const image = await server.request('GET', banner.imageUrl)
      expect(image.statusCode).toBe(200)
      expect(image.headers['content-type']).toMatch(/^image\/svg\+xml/)
      expect(image.body).toMatch(/<svg[\s>]/)
      expect(image.body).not.toMatch(/<script/i)
    }
  })

  it('refuses a missing or unknown category with 400', async () => {
    expectRefused(await call(server, 'banners'), 400)
    expectRefused(await call(server, 'banners', { query: { category: 'APP' } }), 400)
  })
})

describe('leaflets', () => {
  it('lists the current leaflets, not the regional ones', async () => {
    const leaflets = expectOk(await call(server, 'leaflets'))
    expect(leaflets.length).toBe(3)
    expect(titles(leaflets)).toContain('Volantino settimanale')
    expect(titles(leaflets)).toContain('Speciale freschezza')
    expect(titles(leaflets)).not.toContain('Speciale Piemonte')
    expect(titles(leaflets)).not.toContain('Speciale Liguria')
    const today = todayIso()
    for (const leaflet of leaflets) {
      expect(leaflet.validTo && leaflet.validTo >= today).toBe(true)
      expect(leaflet.validFrom && leaflet.validFrom <= today).toBe(true)
      expect(leaflet.pdfLink).toMatch(/^\/media\/.+\.pdf$/)
      expect(leaflet.coverImage).toMatch(/^\/media\/.+\.svg$/)
    }
  })

  it('answers the same with a token, and with a token that is not valid (auth is optional)', async () => {
    const anonymous = expectOk(await call(server, 'leaflets'))
    const token = await server.login('mario.rossi@example.com', DEMO_PASSWORD)
    expect(expectOk(await call(server, 'leaflets', { token }))).toEqual(anonymous)
    expect(expectOk(await call(server, 'leaflets', { token: 'not-a-token' }))).toEqual(anonymous)
  })

  it('serves the PDFs as application/pdf with an ETag, and 304 when it matches', async () => {
    for (const leaflet of expectOk(await call(server, 'leaflets'))) {
      const pdf = await server.request('GET', leaflet.pdfLink)
      expect(pdf.statusCode).toBe(200)
      expect(pdf.headers['content-type']).toBe('application/pdf')
      expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-')
      const etag = String(pdf.headers.etag ?? '')
      expect(etag).toMatch(/^"[^"]+"$/)
      expect(pdf.headers['cache-control']).toMatch(/must-revalidate/)

      const again = await server.request('GET', leaflet.pdfLink, { headers: { 'if-none-match': etag } })
      expect(again.statusCode).toBe(304)
      expect(again.rawPayload.length).toBe(0)
      expect(again.headers.etag).toBe(etag)

      const stale = await server.request('GET', leaflet.pdfLink, { headers: { 'if-none-match': '"stale"' } })
      expect(stale.statusCode).toBe(200)
      expect(stale.rawPayload.length).toBe(pdf.rawPayload.length)

      const cover = await server.request('GET', leaflet.coverImage)
      expect(cover.statusCode).toBe(200)
      expect(cover.headers['content-type']).toMatch(/^image\/svg\+xml/)
    }
  })

  it('compares If-None-Match weakly and as a list (RFC 9110), as proxies that compress send it', async () => {
    const [leaflet] = expectOk(await call(server, 'leaflets'))
    const pdfLink = leaflet?.pdfLink ?? ''
    const etag = String((await server.request('GET', pdfLink)).headers.etag)
    for (const header of [`W/${etag}`, `"other", ${etag}`, '*']) {
      const answer = await server.request('GET', pdfLink, { headers: { 'if-none-match': header } })
      expect(answer.statusCode, header).toBe(304)
    }
  })

  it('answers 404 for a file that does not exist', async () => {
    const missing = await server.request('GET', '/media/leaflets/nessuno.pdf')
    expect(missing.statusCode).toBe(404)
    const outside = await server.request('GET', '/media/../package.json')
    expect(outside.statusCode).toBe(404)
  })
})

describe('leaflets of a store', () => {
  it('include the regional leaflet for a Piemonte store', async () => {
    const id = await storeId('Torino Crocetta')
    const list = expectOk(await call(server, 'storeLeaflets', { params: { id } }))
    expect(titles(list)).toContain('Speciale Piemonte')
    expect(titles(list)).not.toContain('Speciale Liguria')
    // With the chain's leaflets.
    for (const general of expectOk(await call(server, 'leaflets')))
      expect(titles(list)).toContain(general.title)
  })

  it('do not include it for a Lombardia store', async () => {
    const id = await storeId('Paolo Sarpi')
    const list = expectOk(await call(server, 'storeLeaflets', { params: { id } }))
    expect(titles(list)).not.toContain('Speciale Piemonte')
    expect(titles(list)).not.toContain('Speciale Liguria')
    expect(list).toEqual(expectOk(await call(server, 'leaflets')))
  })

  it("include next week's regional leaflet for a Liguria store", async () => {
    const id = await storeId('Genova Foce')
    const list = expectOk(await call(server, 'storeLeaflets', { params: { id } }))
    expect(titles(list)).toContain('Speciale Liguria')
    expect(titles(list)).not.toContain('Speciale Piemonte')
    const liguria = list.find((l) => l.title === 'Speciale Liguria')
    expect(liguria?.validFrom && liguria.validFrom > todayIso()).toBe(true)
  })

  it('refuses a bad store id with 400', async () => {
    expectRefused(await call(server, 'storeLeaflets', { params: { id: 'torino' } }), 400)
  })
})
