import { DomainError } from '../shared/errors'

/**
 * The kiosk sends the signature as base64 of an SVG image. It is kept as SVG text, after checking it
 * is one and carries nothing active (it may be shown to staff in a browser one day).
 */
export function signatureSvg(base64: string): string {
  const svg = Buffer.from(base64, 'base64').toString('utf8').trim()
  const isSvg = /^(<\?xml[^>]*>\s*)?<svg[\s>]/i.test(svg) && /<\/svg>\s*$/i.test(svg)
  const active =
    /<script|<foreignObject|\son\w+\s*=|javascript:|<!ENTITY|xlink:href\s*=\s*["'](?!#)|href\s*=\s*["'](?!#)/i
  if (!isSvg || active.test(svg)) throw new DomainError('signature-invalid')
  if (!/<(path|polyline|line|circle|polygon)\b/i.test(svg)) throw new DomainError('signature-empty')
  return svg
}
