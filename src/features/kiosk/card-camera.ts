import { isValidCardCode } from '../../api/card-code'

/** Reads the EAN-13 a frame shows, or null. */
export type FrameReader = (frame: HTMLCanvasElement) => Promise<string | null>

/** The browser's own barcode reader (Chromium on Android, ChromeOS and macOS), where it exists. */
interface BarcodeDetectorLike {
  detect(source: HTMLCanvasElement): Promise<{ rawValue: string }[]>
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike
  getSupportedFormats(): Promise<string[]>
}

/** Whether the kiosk has a camera to read a card with (asked without opening it). */
export async function hasCamera(): Promise<boolean> {
  if (!navigator.mediaDevices?.enumerateDevices) return false
  try {
    const devices = await navigator.mediaDevices.enumerateDevices()
    return devices.some((device) => device.kind === 'videoinput')
  } catch {
    return false
  }
}

/**
 * A reader of EAN-13 codes in camera frames: the browser's BarcodeDetector where it reads EAN-13,
 * otherwise ZXing's EAN-13 reader, loaded only now.
 */
export async function openFrameReader(): Promise<FrameReader> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector
  if (Detector && (await Detector.getSupportedFormats().catch((): string[] => [])).includes('ean_13')) {
    const detector = new Detector({ formats: ['ean_13'] })
    return async (frame) => (await detector.detect(frame))[0]?.rawValue ?? null
  }
  const { decodeEan13 } = await import('./ean13-decoder')
  return async (frame) => {
    const context = frame.getContext('2d', { willReadFrequently: true })
    return context ? decodeEan13(context.getImageData(0, 0, frame.width, frame.height)) : null
  }
}

/** A frame's code is a card's when it has a card's pattern and check digit; a product's is not. */
export const cardCodeIn = (read: string | null): string | null =>
  read !== null && isValidCardCode(read) ? read : null
