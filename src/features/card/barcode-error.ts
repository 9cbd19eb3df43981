/**
 * Why a card code cannot be drawn as EAN-13. Apart from the encoder (barcode.ts), so that screens
 * can tell the cases apart without loading bwip-js.
 */
export type BarcodeProblem = 'format' | 'check-digit'

export class BarcodeError extends Error {
  constructor(
    readonly problem: BarcodeProblem,
    readonly code: string,
    message: string,
  ) {
    super(message)
    this.name = 'BarcodeError'
  }
}

/** The SVG as an address for an <img> (the Content-Security-Policy allows data: images). */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
}
