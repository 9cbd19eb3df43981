/**
 * The camera as a barcode reader (the kiosk's card, the staff's picking: docs/ordering.md "The
 * staff's screens"). Nothing from the camera is kept or sent: frames are read in memory, and the
 * camera is switched off when a code is read or the reading stops. ZXing's reader is loaded only
 * when the browser has no BarcodeDetector of its own, into a chunk of its own (vite.config.ts names
 * it camera-*, never precached).
 */

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

/** Whether the device has a camera to read a code with (asked without opening it). */
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

/** Why the camera cannot read: the person refused it, there is none, or it failed otherwise. */
export type CameraProblem = 'refused' | 'absent' | 'failed'

/** getUserMedia's refusal as what the person can do about it. */
export function cameraProblemOf(error: unknown): CameraProblem {
  const name = error instanceof Error || error instanceof DOMException ? error.name : ''
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'refused'
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'NotSupportedError')
    return 'absent'
  return 'failed'
}

/** A frame is looked at this often; reading one takes a few tens of milliseconds. */
const LOOK_EVERY_MS = 150
/** Frames are read at most this wide: a card's or a product's barcode fills enough of them. */
const FRAME_WIDTH = 960

export interface CameraReading {
  /** Where what the camera sees is shown (the person's guide). */
  video: HTMLVideoElement
  /** The code to act on, or null for a code of something else (a product's EAN held to the kiosk). */
  accept: (read: string | null) => string | null
  /** The camera is on and looking. */
  onLooking: () => void
  /** The first accepted code; the reading has stopped looking. */
  onCode: (code: string) => void
  onProblem: (problem: CameraProblem) => void
  /** A phone's or tablet's rear camera, the one a picker points at a product (a kiosk's faces the customer). */
  rear?: boolean
}

/**
 * Opens the camera (with `rear`, the rear one where there are two) into `video` and reads its frames until a
 * code is accepted. Returns the stop, which switches the camera off (call it in any case).
 */
export function startCameraReading(reading: CameraReading): () => void {
  let stopped = false
  let stream: MediaStream | null = null
  let timer = 0
  const canvas = document.createElement('canvas')
  const { video } = reading
  const start = async () => {
    if (!navigator.mediaDevices?.getUserMedia) throw new DOMException('no camera', 'NotSupportedError')
    const [readFrame, camera] = await Promise.all([
      openFrameReader(),
      navigator.mediaDevices.getUserMedia({
        video: reading.rear
          ? { width: { ideal: 1280 }, facingMode: { ideal: 'environment' } }
          : { width: { ideal: 1280 } },
        audio: false,
      }),
    ])
    stream = camera
    // Stopped while the camera was opening: switched off at once.
    if (stopped) {
      for (const track of camera.getTracks()) track.stop()
      return
    }
    video.srcObject = camera
    await video.play()
    reading.onLooking()
    const look = async () => {
      if (stopped) return
      if (video.videoWidth > 0) {
        const scale = Math.min(1, FRAME_WIDTH / video.videoWidth)
        canvas.width = Math.round(video.videoWidth * scale)
        canvas.height = Math.round(video.videoHeight * scale)
        canvas
          .getContext('2d', { willReadFrequently: true })
          ?.drawImage(video, 0, 0, canvas.width, canvas.height)
        const code = reading.accept(await readFrame(canvas))
        if (code && !stopped) {
          reading.onCode(code)
          return
        }
      }
      timer = window.setTimeout(() => void look(), LOOK_EVERY_MS)
    }
    await look()
  }
  start().catch((error: unknown) => {
    if (!stopped) reading.onProblem(cameraProblemOf(error))
  })
  return () => {
    stopped = true
    window.clearTimeout(timer)
    for (const track of stream?.getTracks() ?? []) track.stop()
    video.srcObject = null
    canvas.width = 0
  }
}
