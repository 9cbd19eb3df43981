// Only the parts of ZXing an EAN-13 needs, imported by path: the library's index would bring every
// format's reader and writer. This module is loaded only when a device without the browser's own
// BarcodeDetector opens the camera (the kiosk's card, the staff's picking).
import BinaryBitmap from '@zxing/library/esm/core/BinaryBitmap'
import HybridBinarizer from '@zxing/library/esm/core/common/HybridBinarizer'
import EAN13Reader from '@zxing/library/esm/core/oned/EAN13Reader'
import RGBLuminanceSource from '@zxing/library/esm/core/RGBLuminanceSource'

const reader = new EAN13Reader()

/** The EAN-13 a camera frame shows, read along its rows; null when none can be read. */
export function decodeEan13(frame: ImageData): string | null {
  const { width, height, data } = frame
  const luminance = new Uint8ClampedArray(width * height)
  for (let i = 0, p = 0; i < luminance.length; i++, p += 4) {
    // ITU-R BT.601 weights, in integers.
    luminance[i] = ((data[p] ?? 0) * 306 + (data[p + 1] ?? 0) * 601 + (data[p + 2] ?? 0) * 117) >> 10
  }
  try {
    const bitmap = new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(luminance, width, height)))
    return reader.decode(bitmap).getText()
  } catch {
    // ZXing says "nothing found here" by throwing.
    return null
  }
}
