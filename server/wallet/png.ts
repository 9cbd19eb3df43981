import { crc32, deflateSync } from 'node:zlib'

/** A PNG of one colour (a wallet pass's icon and logo: Apple's format asks for pictures). */
export function solidPng(width: number, height: number, hex: string): Buffer {
  const n = Number.parseInt(hex.slice(1), 16)
  const pixel = [(n >> 16) & 255, (n >> 8) & 255, n & 255]
  // Each row: filter byte 0, then RGB pixels.
  const row = Buffer.alloc(1 + width * 3)
  for (let x = 0; x < width; x++) row.set(pixel, 1 + x * 3)
  const raw = Buffer.concat(Array.from({ length: height }, () => row))
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8) // 8 bits, truecolour, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

function chunk(type: string, body: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(body.length)
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), body])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(typed))
  return Buffer.concat([length, typed, crc])
}
