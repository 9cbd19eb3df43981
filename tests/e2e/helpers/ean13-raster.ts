/**
 * An EAN-13 barcode drawn from the standard's encoding tables, for the camera tests: as the bars'
 * modules, as an RGBA image, and as a Y4M video Chromium's fake camera plays.
 */

// biome-ignore format: the standard's table, one line as it is printed
const L = ['0001101', '0011001', '0010011', '0111101', '0100011', '0110001', '0101111', '0111011', '0110111', '0001011']
const G = L.map((code) =>
  [...code]
    .reverse()
    .map((bit) => (bit === '1' ? '0' : '1'))
    .join(''),
)
const R = L.map((code) => [...code].map((bit) => (bit === '1' ? '0' : '1')).join(''))
/** Which of L and G encode digits 2–7, chosen by the first digit. */
// biome-ignore format: the standard's table, one line as it is printed
const PARITY = ['LLLLLL', 'LLGLGG', 'LLGGLG', 'LLGGGL', 'LGLLGG', 'LGGLLG', 'LGGGLL', 'LGLGLG', 'LGLGGL', 'LGGLGL']

/** The 95 modules of an EAN-13, true for a bar. */
export function ean13Modules(code: string): boolean[] {
  const digits = [...code].map(Number)
  const parity = PARITY[digits[0] ?? 0] ?? ''
  let bits = '101'
  for (let i = 1; i <= 6; i++) bits += (parity[i - 1] === 'G' ? G : L)[digits[i] ?? 0]
  bits += '01010'
  for (let i = 7; i <= 12; i++) bits += R[digits[i] ?? 0]
  bits += '101'
  return [...bits].map((bit) => bit === '1')
}

/** Luminance of a frame with the barcode across its middle (black bars on white). */
export function ean13Luminance(code: string, width: number, height: number): Uint8Array {
  const modules = ean13Modules(code)
  const moduleWidth = Math.floor((width * 0.7) / modules.length)
  const left = Math.floor((width - moduleWidth * modules.length) / 2)
  const top = Math.floor(height * 0.3)
  const bottom = Math.floor(height * 0.7)
  const y = new Uint8Array(width * height).fill(235)
  for (let row = top; row < bottom; row++) {
    modules.forEach((bar, m) => {
      if (!bar) return
      y.fill(16, row * width + left + m * moduleWidth, row * width + left + (m + 1) * moduleWidth)
    })
  }
  return y
}

/** The same frame as RGBA pixels. */
export function ean13Rgba(code: string, width: number, height: number): Uint8ClampedArray {
  const y = ean13Luminance(code, width, height)
  const rgba = new Uint8ClampedArray(width * height * 4)
  y.forEach((value, i) => {
    rgba.set([value, value, value, 255], i * 4)
  })
  return rgba
}

/** A one-frame Y4M video (4:2:0, grey chroma) of the barcode, which Chromium's fake camera loops. */
export function ean13Y4m(code: string, width = 640, height = 480): Buffer {
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\nFRAME\n`)
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128)
  return Buffer.concat([header, Buffer.from(ean13Luminance(code, width, height)), chroma])
}
