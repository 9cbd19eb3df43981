import { inflateSync } from 'node:zlib'

/** A PNG's size and pixels (8-bit RGB or RGBA, not interlaced: what Chromium and our code write). */
export interface PngPixels {
  width: number
  height: number
  /** RGBA, 4 bytes a pixel, row after row. */
  rgba: Uint8Array
}

/** Reads a PNG's header and undoes its row filters; throws on what it does not read. */
export function pngPixels(bytes: Uint8Array): PngPixels {
  const data = Buffer.from(bytes)
  if (!data.subarray(0, 8).equals(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10])))
    throw new Error('not a PNG')
  let offset = 8
  let width = 0
  let height = 0
  let channels = 0
  const compressed: Buffer[] = []
  while (offset < data.length) {
    const length = data.readUInt32BE(offset)
    const type = data.toString('ascii', offset + 4, offset + 8)
    const body = data.subarray(offset + 8, offset + 8 + length)
    if (type === 'IHDR') {
      width = body.readUInt32BE(0)
      height = body.readUInt32BE(4)
      const [depth, colour, , , interlace] = body.subarray(8, 13)
      if (depth !== 8 || interlace !== 0 || (colour !== 2 && colour !== 6)) {
        throw new Error(`PNG not read: depth ${depth}, colour type ${colour}, interlace ${interlace}`)
      }
      channels = colour === 6 ? 4 : 3
    }
    if (type === 'IDAT') compressed.push(body)
    offset += 12 + length
  }
  const raw = inflateSync(Buffer.concat(compressed))
  const stride = width * channels
  const rows = new Uint8Array(height * stride)
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]
    for (let x = 0; x < stride; x++) {
      const value = raw[y * (stride + 1) + 1 + x] ?? 0
      const left = x >= channels ? (rows[y * stride + x - channels] ?? 0) : 0
      const up = y > 0 ? (rows[(y - 1) * stride + x] ?? 0) : 0
      const upLeft = x >= channels && y > 0 ? (rows[(y - 1) * stride + x - channels] ?? 0) : 0
      const paeth = () => {
        const p = left + up - upLeft
        const [a, b, c] = [Math.abs(p - left), Math.abs(p - up), Math.abs(p - upLeft)]
        return a <= b && a <= c ? left : b <= c ? up : upLeft
      }
      const predicted =
        filter === 1 ? left : filter === 2 ? up : filter === 3 ? (left + up) >> 1 : filter === 4 ? paeth() : 0
      rows[y * stride + x] = (value + predicted) & 255
    }
  }
  const rgba = new Uint8Array(width * height * 4)
  for (let i = 0; i < width * height; i++) {
    rgba.set(rows.subarray(i * channels, i * channels + 3), i * 4)
    rgba[i * 4 + 3] = channels === 4 ? (rows[i * channels + 3] ?? 0) : 255
  }
  return { width, height, rgba }
}

/** Whether some opaque pixel is within `tolerance` of `hex` on each channel. */
export function hasColour({ rgba }: PngPixels, hex: string, tolerance = 8): boolean {
  const n = Number.parseInt(hex.slice(1), 16)
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255]
  for (let i = 0; i < rgba.length; i += 4) {
    if (
      (rgba[i + 3] ?? 0) === 255 &&
      Math.abs((rgba[i] ?? 0) - r) <= tolerance &&
      Math.abs((rgba[i + 1] ?? 0) - g) <= tolerance &&
      Math.abs((rgba[i + 2] ?? 0) - b) <= tolerance
    ) {
      return true
    }
  }
  return false
}

/** Whether some pixel is fully transparent. */
export function hasTransparency({ rgba }: PngPixels): boolean {
  for (let i = 3; i < rgba.length; i += 4) if (rgba[i] === 0) return true
  return false
}
