import { describe, expect, it } from 'vitest'
import { cardCodeIn } from '../../../src/features/kiosk/card-camera'
import { decodeEan13 } from '../../../src/ui/camera/ean13-decoder'
import { ean13Rgba } from '../../e2e/helpers/ean13-raster'

const frame = (code: string, width = 640, height = 480) =>
  ({ width, height, data: ean13Rgba(code, width, height), colorSpace: 'srgb' }) as ImageData

describe("the camera's EAN-13 reader (ZXing, where the browser has no BarcodeDetector)", () => {
  it('reads a card held up to the camera', () => {
    expect(decodeEan13(frame('0430007654324'))).toBe('0430007654324')
  })

  it('reads nothing in a frame without a barcode', () => {
    const blank = { width: 320, height: 240, data: new Uint8ClampedArray(320 * 240 * 4).fill(200) }
    expect(decodeEan13(blank as ImageData)).toBeNull()
  })

  it("takes a card's code and leaves a product's (a valid EAN-13 that is not a card)", () => {
    const product = decodeEan13(frame('8001234567880'))
    expect(product).toBe('8001234567880')
    expect(cardCodeIn(product)).toBeNull()
    expect(cardCodeIn('0430007654324')).toBe('0430007654324')
  })
})
