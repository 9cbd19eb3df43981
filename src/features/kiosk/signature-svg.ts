import { getStroke } from 'perfect-freehand'

/**
 * The drawn signature (behaviour §3, §9): strokes of pointer samples turned by perfect-freehand into
 * filled outlines, exported as an SVG image and sent as its base64. The picture is plain SVG paths,
 * nothing else (the server refuses anything active in it).
 */
export type SamplePoint = [x: number, y: number, pressure: number]
export interface Stroke {
  points: SamplePoint[]
  /** Fingers and mice report no real pressure: the line's width then follows the speed. */
  simulatePressure: boolean
}

/** The pad's drawing space; the pad scales it to its size on screen. */
export const PAD_WIDTH = 800
export const PAD_HEIGHT = 300

const STROKE_OPTIONS = { size: 7, thinning: 0.5, smoothing: 0.5, streamline: 0.4 }

const round = (n: number) => (Math.round(n * 10) / 10).toString()
const mid = (a: number, b: number) => (a + b) / 2

/** One stroke's outline as an SVG path (quadratic curves through the outline's midpoints). */
export function strokePath(stroke: Stroke): string {
  const outline = getStroke(stroke.points, { ...STROKE_OPTIONS, simulatePressure: stroke.simulatePressure })
  if (outline.length < 4) return ''
  const at = (i: number): [number, number] => {
    const p = outline[i]
    return p ? [p[0], p[1]] : [0, 0]
  }
  const [a, b, c] = [at(0), at(1), at(2)]
  let d = `M${round(a[0])},${round(a[1])} Q${round(b[0])},${round(b[1])} ${round(mid(b[0], c[0]))},${round(mid(b[1], c[1]))} T`
  for (let i = 2; i < outline.length - 1; i++) {
    const [p, q] = [at(i), at(i + 1)]
    d += `${round(mid(p[0], q[0]))},${round(mid(p[1], q[1]))} `
  }
  return `${d}Z`
}

/** The signature as an SVG document, or null when nothing was drawn. */
export function signatureSvg(strokes: readonly Stroke[]): string | null {
  const paths = strokes.map(strokePath).filter(Boolean)
  if (paths.length === 0) return null
  const body = paths.map((d) => `<path d="${d}" fill="#000"/>`).join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PAD_WIDTH}" height="${PAD_HEIGHT}" viewBox="0 0 ${PAD_WIDTH} ${PAD_HEIGHT}">${body}</svg>`
}

/** What the sign-up sends: the base64 of the SVG, or '' for an empty pad (the rule refuses it). */
export function signatureBase64(strokes: readonly Stroke[]): string {
  const svg = signatureSvg(strokes)
  // The SVG is plain ASCII (digits, letters and punctuation), so btoa takes it as it is.
  return svg ? btoa(svg) : ''
}
