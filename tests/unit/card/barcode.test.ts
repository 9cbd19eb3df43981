import { describe, expect, it } from 'vitest'
import { barcodeSvg } from '../../../src/features/card/barcode'
import { BarcodeError, svgDataUrl } from '../../../src/features/card/barcode-error'

/** The bars of bwip's SVG: each stroked path segment is a bar centred on x, `width` wide. */
function bars(svg: string): { left: number; right: number }[] {
  const found: { left: number; right: number }[] = []
  for (const path of svg.matchAll(/<path stroke="#000000" stroke-width="([\d.]+)" d="([^"]+)"/g)) {
    const width = Number(path[1])
    for (const line of (path[2] ?? '').matchAll(/M([\d.]+) [\d.]+L/g)) {
      const x = Number(line[1])
      found.push({ left: x - width / 2, right: x + width / 2 })
    }
  }
  return found.sort((a, b) => a.left - b.left)
}

describe('barcodeSvg', () => {
  it('draws an EAN-13 of a valid card code: 95 modules, black on white, with quiet zones', () => {
    const svg = barcodeSvg('0430001234560')
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 [\d.]+ [\d.]+"/)
    expect(svg).toContain('fill="#FFFFFF"')
    const all = bars(svg)
    // EAN-13: 3 + 6×2 + 5 + 6×2 + 3 = 30 bars over 95 modules.
    expect(all).toHaveLength(30)
    const first = all[0]
    const last = all.at(-1)
    if (!first || !last) throw new Error('no bars')
    const module = (last.right - first.left) / 95
    const [, , width] = (svg.match(/viewBox="([^"]+)"/)?.[1] ?? '').split(' ').map(Number)
    expect(first.left / module).toBeGreaterThanOrEqual(11)
    expect(((width ?? 0) - last.right) / module).toBeGreaterThanOrEqual(7)
    // The human-readable digits are drawn under the bars (as filled outlines).
    expect(svg).toMatch(/<path d="[^"]+" fill="#000000"/)
  })

  it('throws a clear error on a wrong check digit', () => {
    let caught: unknown
    try {
      barcodeSvg('0430001234561')
    } catch (error) {
      caught = error
    }
    expect(caught).toBeInstanceOf(BarcodeError)
    expect((caught as BarcodeError).problem).toBe('check-digit')
    expect((caught as BarcodeError).message).toBe(
      'The EAN-13 check digit of card code 0430001234561 is wrong',
    )
  })

  it('refuses a code that is not 13 digits (bwip would invent a check digit for 12)', () => {
    expect(() => barcodeSvg('043000123456')).toThrow(BarcodeError)
    expect(() => barcodeSvg('04300012345a0')).toThrow(/exactly 13 digits/)
  })

  it('makes a data: address of the SVG', () => {
    const url = svgDataUrl('<svg viewBox="0 0 1 1"></svg>')
    expect(url.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true)
    expect(decodeURIComponent(url.split(',')[1] ?? '')).toBe('<svg viewBox="0 0 1 1"></svg>')
  })
})
