import { expect, type Locator } from '@playwright/test'

/** A small EAN-13 reader: what a till does with the picture. */

const L = [
  '0001101',
  '0011001',
  '0010011',
  '0111101',
  '0100011',
  '0110001',
  '0101111',
  '0111011',
  '0110111',
  '0001011',
]
const G = [
  '0100111',
  '0110011',
  '0011011',
  '0100001',
  '0011101',
  '0111001',
  '0000101',
  '0010001',
  '0001001',
  '0010111',
]
const R = L.map((code) => [...code].map((bit) => (bit === '1' ? '0' : '1')).join(''))
const FIRST_DIGIT_PARITY = [
  'LLLLLL',
  'LLGLGG',
  'LLGGLG',
  'LLGGGL',
  'LGLLGG',
  'LGGLLG',
  'LGGGLL',
  'LGLGLG',
  'LGLGGL',
  'LGGLGL',
]

/** Reads the 95 modules of an EAN-13 ('1' = bar) into its 13 digits, checking guards and check digit. */
export function decodeEan13(modules: string): string {
  expect(modules).toHaveLength(95)
  expect(modules.slice(0, 3), 'start guard').toBe('101')
  expect(modules.slice(45, 50), 'centre guard').toBe('01010')
  expect(modules.slice(92), 'end guard').toBe('101')
  let parity = ''
  let digits = ''
  for (let i = 0; i < 6; i++) {
    const symbol = modules.slice(3 + i * 7, 10 + i * 7)
    const l = L.indexOf(symbol)
    const g = G.indexOf(symbol)
    expect(l >= 0 || g >= 0, `left symbol ${i} ${symbol}`).toBe(true)
    parity += l >= 0 ? 'L' : 'G'
    digits += String(l >= 0 ? l : g)
  }
  for (let i = 0; i < 6; i++) {
    const symbol = modules.slice(50 + i * 7, 57 + i * 7)
    const r = R.indexOf(symbol)
    expect(r, `right symbol ${i} ${symbol}`).toBeGreaterThanOrEqual(0)
    digits += String(r)
  }
  const first = FIRST_DIGIT_PARITY.indexOf(parity)
  expect(first, `parity ${parity}`).toBeGreaterThanOrEqual(0)
  const code = `${first}${digits}`
  const sum = [...code.slice(0, 12)].reduce((s, d, i) => s + Number(d) * (i % 2 === 0 ? 1 : 3), 0)
  expect((10 - (sum % 10)) % 10, 'check digit').toBe(Number(code[12]))
  return code
}

/** From bwip's SVG geometry: every stroked segment is a bar of its stroke width. */
export function modulesFromSvg(svg: string): { modules: string; quietLeft: number; quietRight: number } {
  const bars: { left: number; right: number }[] = []
  for (const path of svg.matchAll(/<path stroke="#000000" stroke-width="([\d.]+)" d="([^"]+)"/g)) {
    const width = Number(path[1])
    for (const line of (path[2] ?? '').matchAll(/M([\d.]+) [\d.]+L/g)) {
      bars.push({ left: Number(line[1]) - width / 2, right: Number(line[1]) + width / 2 })
    }
  }
  bars.sort((a, b) => a.left - b.left)
  const start = bars[0]?.left ?? 0
  const end = bars.at(-1)?.right ?? 0
  const module = (end - start) / 95
  let modules = ''
  for (let i = 0; i < 95; i++) {
    const x = start + (i + 0.5) * module
    modules += bars.some((b) => b.left <= x && x < b.right) ? '1' : '0'
  }
  const width = Number(svg.match(/viewBox="0 0 ([\d.]+) /)?.[1])
  return { modules, quietLeft: start / module, quietRight: (width - end) / module }
}

/**
 * From the pixels the phone shows: one row across the bars, as a scanner's line sees it. Runs of
 * dark and light pixels are turned into modules by the width of the whole symbol.
 */
export function modulesFromPixels(row: number[]): string {
  const dark = row.map((luminance) => luminance < 128)
  const runs: { dark: boolean; length: number }[] = []
  for (const pixel of dark) {
    const last = runs.at(-1)
    if (last && last.dark === pixel) last.length += 1
    else runs.push({ dark: pixel, length: 1 })
  }
  // The symbol: the 59 runs (30 bars, 29 spaces) from the first bar.
  const first = runs.findIndex((run) => run.dark)
  const symbol = runs.slice(first, first + 59)
  expect(symbol).toHaveLength(59)
  expect(symbol.at(-1)?.dark).toBe(true)
  const module = symbol.reduce((s, run) => s + run.length, 0) / 95
  return symbol
    .map((run) => (run.dark ? '1' : '0').repeat(Math.max(1, Math.round(run.length / module))))
    .join('')
}

/** The luminance of one row of the pixels the screen shows, 40 % down the picture. */
export async function pixelRow(barcode: Locator): Promise<number[]> {
  return barcode.evaluate(async (element) => {
    const img = element as HTMLImageElement
    await img.decode()
    const ratio = window.devicePixelRatio
    const width = Math.round(img.getBoundingClientRect().width * ratio)
    const height = Math.round(img.getBoundingClientRect().height * ratio)
    const canvas = document.createElement('canvas')
    canvas.width = width
    canvas.height = height
    const context = canvas.getContext('2d')
    if (!context) throw new Error('no 2d context')
    context.drawImage(img, 0, 0, width, height)
    const y = Math.round(height * 0.4)
    const pixels = context.getImageData(0, y, width, 1).data
    const luminance: number[] = []
    for (let i = 0; i < pixels.length; i += 4) {
      luminance.push(
        0.2126 * (pixels[i] ?? 0) + 0.7152 * (pixels[i + 1] ?? 0) + 0.0722 * (pixels[i + 2] ?? 0),
      )
    }
    return luminance
  })
}

/** Reads the barcode picture on screen back to its digits, from the pixels, as a scanner does. */
export async function readBarcodeOnScreen(barcode: Locator): Promise<string> {
  return decodeEan13(modulesFromPixels(await pixelRow(barcode)))
}
