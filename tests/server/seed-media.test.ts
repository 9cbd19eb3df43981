import { mkdtemp, readFile, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PDFDocument, PDFName } from 'pdf-lib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type BannerMedia, type LeafletMedia, writeSeedMedia } from '../../server/db/seed/media'
import { config } from '../../src/config'

// A Wednesday: the weekly schedule starts on Monday 10 March.
const today = new Date(2025, 2, 12, 10, 30)
const todayIso = '2025-03-12'

let dir = ''
let leaflets: LeafletMedia[] = []
let banners: BannerMedia[] = []

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'tessera-seed-media-'))
  ;({ leaflets, banners } = await writeSeedMedia(dir, today))
})

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true })
})

const allFiles = () => [
  ...leaflets.flatMap((l) => [l.pdfFile, l.coverFile]),
  ...banners.map((b) => b.imageFile),
]

/** Enough of an XML check for generated markup: tags nest and close, and every '&' starts an entity. */
function expectWellFormed(svg: string): void {
  const stack: string[] = []
  for (const match of svg.matchAll(/<(\/?)([a-zA-Z][\w:-]*)\b[^<>]*?(\/?)>/g)) {
    const [, closing, name, selfClosing] = match
    if (selfClosing) continue
    if (closing) expect(stack.pop()).toBe(name)
    else stack.push(name ?? '')
  }
  expect(stack).toEqual([])
  expect(svg.replace(/<[^<>]*>/g, '')).not.toMatch(/[<>]/)
  expect(svg).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/)
}

describe('writeSeedMedia', () => {
  it('returns five leaflets and three banners with sane metadata', () => {
    expect(leaflets).toHaveLength(5)
    expect(banners).toHaveLength(3)
    expect(new Set(leaflets.map((l) => l.slug)).size).toBe(5)
    for (const leaflet of leaflets) {
      expect(leaflet.validFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      expect(leaflet.validTo).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      expect(leaflet.validFrom < leaflet.validTo).toBe(true)
    }
    const current = leaflets.filter((l) => l.validFrom <= todayIso && todayIso <= l.validTo)
    expect(current.length).toBeGreaterThanOrEqual(3)
    expect(leaflets.some((l) => l.validFrom > todayIso)).toBe(true)
    expect(leaflets.filter((l) => l.storeScoped).length).toBeGreaterThanOrEqual(2)
    expect(leaflets.map((l) => l.title)).toContain('Volantino settimanale')
    for (const banner of banners) {
      expect(banner.description.length).toBeGreaterThan(20)
      expect(banner.linkPath === null || banner.linkPath.startsWith('/app/')).toBe(true)
    }
  })

  it('writes every file it references', async () => {
    for (const file of allFiles()) {
      expect((await stat(join(dir, file))).size).toBeGreaterThan(0)
    }
  })

  it('writes small A4 PDFs of 4 to 8 pages with Italian metadata', async () => {
    for (const leaflet of leaflets) {
      const bytes = await readFile(join(dir, leaflet.pdfFile))
      expect(bytes.byteLength).toBeLessThan(200 * 1024)
      const doc = await PDFDocument.load(bytes)
      expect(doc.getPageCount()).toBeGreaterThanOrEqual(4)
      expect(doc.getPageCount()).toBeLessThanOrEqual(8)
      const { width, height } = doc.getPage(0).getSize()
      expect(Math.round(width)).toBe(595)
      expect(Math.round(height)).toBe(842)
      expect(doc.getTitle()).toBe(`${leaflet.title} - ${config.chain.name}`)
      expect(doc.getAuthor()).toBe(config.legal.companyName)
      expect(doc.getCreationDate()?.getTime()).toBe(today.getTime())
      expect(String(doc.catalog.get(PDFName.of('Lang')))).toBe('(it-IT)')
    }
  })

  it('writes self-contained, well-formed SVGs', async () => {
    const sizes = [
      ...leaflets.map((l) => ({ file: l.coverFile, width: 600, height: 848 })),
      ...banners.map((b) => ({ file: b.imageFile, width: 1200, height: 400 })),
    ]
    for (const { file, width, height } of sizes) {
      const svg = await readFile(join(dir, file), 'utf8')
      expect(svg.startsWith('<svg')).toBe(true)
      expect(svg).toContain('role="img"')
      expect(svg).toMatch(/<title[^>]*>[^<]+<\/title>/)
      expect(svg).toContain(`width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"`)
      expect(svg).not.toMatch(/<script|<image|<foreignObject|href=|@import|url\(\s*['"]?http/i)
      for (const family of svg.matchAll(/font-family="([^"]*)"/g)) expect(family[1]).toBe('sans-serif')
      expectWellFormed(svg)
    }
  })

  it('gives the same bytes when run again for the same day, overwriting the files', async () => {
    const before = await Promise.all(allFiles().map((file) => readFile(join(dir, file))))
    const again = await writeSeedMedia(dir, today)
    expect(again).toEqual({ leaflets, banners })
    const after = await Promise.all(allFiles().map((file) => readFile(join(dir, file))))
    after.forEach((bytes, index) => {
      expect(Buffer.compare(bytes, before[index] ?? Buffer.alloc(0))).toBe(0)
    })
  })

  it('moves the dates with today', async () => {
    const other = await mkdtemp(join(tmpdir(), 'tessera-seed-media-'))
    try {
      const later = await writeSeedMedia(other, new Date(2025, 5, 4, 9, 0))
      const weekly = later.leaflets.find((l) => l.slug === 'volantino-settimanale')
      expect(weekly?.validFrom).toBe('2025-06-02')
      expect(weekly?.validTo).toBe('2025-06-15')
    } finally {
      await rm(other, { recursive: true, force: true })
    }
  })
})
