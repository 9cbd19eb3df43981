import { config } from '../../../../src/config'
import { ICON_SIZE, type IconPart, iconFor, icons, type Tone } from './icons'
import { highlightsOf, type LeafletPlan, validityLine } from './leaflets'
import { brand, productColour, shade, tint } from './palette'
import { euro } from './products'
import {
  cardName,
  ownBrandPoints,
  pointsHeadline,
  thresholdNote,
  vouchersDetail,
  vouchersHeadline,
} from './programme'

/**
 * Covers and banners are plain SVG text: no fonts, images or scripts to fetch, so they render the same
 * in the PWA, offline from the service-worker cache, and in any viewer. Only the generic sans-serif
 * family is used, and text sizes are estimated rather than measured (there is no font to measure).
 */

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
}

/** A rough advance width for sans-serif: enough to size pills and wrap titles, not to kern. */
function approxWidth(text: string, size: number, bold = false): number {
  return text.length * size * (bold ? 0.56 : 0.5)
}

function wrapByWidth(text: string, size: number, maxWidth: number, bold = false): string[] {
  const lines: string[] = []
  let current = ''
  for (const word of text.split(/\s+/)) {
    const candidate = current ? `${current} ${word}` : word
    if (!current || approxWidth(candidate, size, bold) <= maxWidth) current = candidate
    else {
      lines.push(current)
      current = word
    }
  }
  if (current) lines.push(current)
  return lines
}

interface TextOptions {
  size: number
  fill: string
  bold?: boolean
  anchor?: 'start' | 'middle' | 'end'
}

function text(value: string, x: number, y: number, options: TextOptions): string {
  const weight = options.bold ? ' font-weight="700"' : ''
  const anchor = options.anchor && options.anchor !== 'start' ? ` text-anchor="${options.anchor}"` : ''
  return `<text x="${x}" y="${y}" font-size="${options.size}" fill="${options.fill}"${weight}${anchor}>${escapeXml(value)}</text>`
}

function num(value: number): string {
  return String(Math.round(value * 10) / 10)
}

function icon(parts: readonly IconPart[], base: string, x: number, y: number, size: number): string {
  const tones: Record<Tone, string> = { base, dark: shade(base, 0.35), light: tint(base, 0.65) }
  const scale = num(size / ICON_SIZE)
  const paths = parts.map((part) => `<path d="${part.d}" fill="${tones[part.tone]}"/>`).join('')
  return `<g transform="translate(${num(x)} ${num(y)}) scale(${scale})">${paths}</g>`
}

function document(width: number, height: number, title: string, description: string, body: string[]): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"`,
    ` role="img" aria-labelledby="title desc" font-family="sans-serif">`,
    `<title id="title">${escapeXml(title)}</title>`,
    `<desc id="desc">${escapeXml(description)}</desc>`,
    ...body,
    '</svg>',
    '',
  ].join('\n')
}

export const COVER = { width: 600, height: 848 }

/** A reduced copy of the PDF's front page, so the grid of covers previews what opens on tap. */
export function coverSvg(plan: LeafletPlan): string {
  const { width, height } = COVER
  const hero = 333
  const margin = 28
  const body: string[] = [
    `<rect width="${width}" height="${height}" fill="${brand.cream}"/>`,
    `<rect width="${width}" height="${hero}" fill="${plan.accent}"/>`,
    `<circle cx="${width - 40}" cy="30" r="150" fill="${tint(plan.accent, 0.25)}"/>`,
    `<circle cx="${width - 150}" cy="${hero - 20}" r="70" fill="${brand.priceYellow}"/>`,
    `<circle cx="60" cy="${hero + 10}" r="40" fill="${tint(plan.accent, 0.45)}"/>`,
  ]

  const name = config.chain.name
  const logoWidth = approxWidth(name, 18, true) + 28
  body.push(
    `<rect x="${margin}" y="32" width="${num(logoWidth)}" height="38" rx="19" fill="${brand.paper}"/>`,
    text(name, margin + 14, 57, { size: 18, fill: brand.navy, bold: true }),
  )

  let y = 132
  for (const line of wrapByWidth(plan.title, 44, width - 2 * margin - 90, true).slice(0, 2)) {
    body.push(text(line, margin, y, { size: 44, fill: brand.paper, bold: true }))
    y += 48
  }
  body.push(text(plan.tagline, margin, y - 8, { size: 15, fill: brand.paper }))

  const validity = validityLine(plan)
  const pillWidth = Math.min(approxWidth(validity, 14, true) + 30, width - 2 * margin)
  body.push(
    `<rect x="${margin}" y="${hero - 64}" width="${num(pillWidth)}" height="34" rx="17" fill="${brand.paper}"/>`,
    text(validity, margin + 15, hero - 41, { size: 14, fill: plan.accent, bold: true }),
    text('Da non perdere', margin, hero + 44, { size: 22, fill: brand.navy, bold: true }),
  )

  const gap = 10
  const tileWidth = (width - 2 * margin - 2 * gap) / 3
  const tileTop = hero + 62
  const tileHeight = 250
  highlightsOf(plan).forEach((offer, index) => {
    const x = margin + index * (tileWidth + gap)
    const base = productColour(offer.product)
    const nameLines = wrapByWidth(offer.product.name, 13, tileWidth - 16, true).slice(0, 2)
    body.push(
      `<rect x="${num(x)}" y="${tileTop}" width="${num(tileWidth)}" height="${tileHeight}" fill="${brand.paper}"` +
        ` stroke="${brand.line}"/>`,
      `<rect x="${num(x + 6)}" y="${tileTop + 6}" width="${num(tileWidth - 12)}" height="96"` +
        ` fill="${tint(base, 0.8)}"/>`,
      icon(iconFor(offer.product), base, x + tileWidth / 2 - 42, tileTop + 12, 84),
      `<circle cx="${num(x + tileWidth - 26)}" cy="${tileTop + 26}" r="21" fill="${brand.discountRed}"/>`,
      text(`-${offer.discountPercent}%`, x + tileWidth - 26, tileTop + 31, {
        size: 13,
        fill: brand.paper,
        bold: true,
        anchor: 'middle',
      }),
      ...nameLines.map((line, i) =>
        text(line, x + 8, tileTop + 124 + i * 16, { size: 13, fill: brand.ink, bold: true }),
      ),
      text(offer.product.size, x + 8, tileTop + 162, { size: 11, fill: brand.muted }),
      text(euro(offer.oldCents), x + 8, tileTop + 200, { size: 13, fill: brand.muted }),
      `<line x1="${num(x + 6)}" y1="${tileTop + 196}" x2="${num(x + 10 + approxWidth(euro(offer.oldCents), 13))}"` +
        ` y2="${tileTop + 196}" stroke="${brand.discountRed}" stroke-width="1.5"/>`,
      `<rect x="${num(x + 6)}" y="${tileTop + tileHeight - 42}" width="${num(tileWidth - 12)}" height="36" rx="5"` +
        ` fill="${brand.priceYellow}"/>`,
      text(euro(offer.newCents), x + tileWidth / 2, tileTop + tileHeight - 17, {
        size: 22,
        fill: brand.discountRed,
        bold: true,
        anchor: 'middle',
      }),
    )
    if (offer.badge) {
      const fill = offer.badge === '2x1' ? brand.priceYellow : brand.pointsGreen
      const ink = offer.badge === '2x1' ? brand.navy : brand.paper
      body.push(
        `<rect x="${num(x + 10)}" y="${tileTop + 12}" width="${num(approxWidth(offer.badge, 11, true) + 12)}"` +
          ` height="18" rx="3" fill="${fill}"/>`,
        text(offer.badge, x + 16, tileTop + 25, { size: 11, fill: ink, bold: true }),
      )
    }
  })

  const stripTop = tileTop + tileHeight + 16
  const stripHeight = height - 44 - stripTop
  body.push(
    `<rect x="${margin}" y="${stripTop}" width="${width - 2 * margin}" height="${stripHeight}" fill="${brand.navy}"/>`,
    text(`Con la ${cardName}`, margin + 20, stripTop + 36, { size: 16, fill: brand.priceYellow, bold: true }),
    text(pointsHeadline, margin + 20, stripTop + 68, { size: 26, fill: brand.paper, bold: true }),
    text(vouchersHeadline, margin + 20, stripTop + 96, { size: 14, fill: brand.paper }),
    text(config.legal.companyName, margin, height - 18, { size: 11, fill: brand.muted }),
  )

  const description = `Copertina del volantino ${plan.title} di ${config.chain.name}. ${validity}.`
  return document(width, height, `${plan.title} - ${config.chain.name}`, description, body)
}

export const BANNER = { width: 1200, height: 400 }

export interface BannerDraft {
  name: string
  description: string
  linkPath: string | null
  svg: string
}

function gradient(id: string, from: string, to: string): string {
  return (
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`
  )
}

function callToAction(label: string, x: number, y: number, fill: string, ink: string): string[] {
  const w = approxWidth(label, 22, true) + 48
  return [
    `<rect x="${x}" y="${y}" width="${num(w)}" height="52" rx="26" fill="${fill}"/>`,
    text(label, x + 24, y + 34, { size: 22, fill: ink, bold: true }),
  ]
}

function cardBanner(): BannerDraft {
  const { width, height } = BANNER
  const bars = Array.from({ length: 34 }, (_, i) => {
    // A fixed pattern that reads as a barcode; it encodes nothing on purpose.
    const w = [2, 1, 3, 1, 2, 2, 1][i % 7] ?? 1
    return `<rect x="${40 + i * 7}" y="150" width="${w}" height="38" fill="${brand.ink}"/>`
  }).join('')
  const description =
    `Con la ${cardName} ottieni ${pointsHeadline} ${thresholdNote} e ${ownBrandPoints}. ` +
    `${vouchersHeadline} ${vouchersDetail}.`
  const body = [
    gradient('bg', brand.navy, brand.sky),
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
    `<circle cx="1120" cy="40" r="220" fill="${brand.paper}" opacity="0.08"/>`,
    `<circle cx="760" cy="420" r="140" fill="${brand.priceYellow}" opacity="0.18"/>`,
    text(`Con la ${cardName}`, 70, 100, { size: 34, fill: brand.priceYellow, bold: true }),
    text(pointsHeadline, 70, 164, { size: 46, fill: brand.paper, bold: true }),
    text(`${ownBrandPoints}`, 70, 212, { size: 22, fill: brand.paper }),
    text(`${vouchersHeadline} ${vouchersDetail}`, 70, 246, { size: 22, fill: brand.paper }),
    ...callToAction('Vedi la tua carta', 70, 290, brand.priceYellow, brand.navy),
    `<g transform="translate(850 80) rotate(-8)">`,
    `<rect width="300" height="190" rx="16" fill="${brand.paper}"/>`,
    `<rect y="28" width="300" height="44" fill="${brand.discountRed}"/>`,
    text(cardName, 20, 58, { size: 22, fill: brand.paper, bold: true }),
    text(config.chain.name, 20, 110, { size: 15, fill: brand.navy, bold: true }),
    bars,
    '</g>',
  ]
  return {
    name: 'carta-punti',
    description,
    linkPath: '/app/card',
    svg: document(width, height, `${cardName}: ${pointsHeadline}`, description, body),
  }
}

function leafletsBanner(): BannerDraft {
  const { width, height } = BANNER
  const sheets = ['#0a7c8c', '#2e9e4f', '#d7263d']
    .map((accent, i) => {
      const x = 800 + i * 90
      const angle = -12 + i * 10
      return (
        `<g transform="translate(${x} ${60 + i * 12}) rotate(${angle})">` +
        `<rect width="200" height="283" fill="${brand.paper}" stroke="${brand.line}"/>` +
        `<rect width="200" height="110" fill="${accent}"/>` +
        `<rect x="12" y="14" width="90" height="16" rx="8" fill="${brand.paper}"/>` +
        `<rect x="12" y="44" width="150" height="16" fill="${tint(accent, 0.6)}"/>` +
        `<circle cx="170" cy="100" r="26" fill="${brand.priceYellow}"/>` +
        [0, 1, 2]
          .map(
            (c) => `<rect x="${12 + c * 60}" y="130" width="54" height="66" fill="${tint(accent, 0.85)}"/>`,
          )
          .join('') +
        [0, 1, 2]
          .map(
            (c) => `<rect x="${12 + c * 60}" y="206" width="54" height="66" fill="${tint(accent, 0.85)}"/>`,
          )
          .join('') +
        '</g>'
      )
    })
    .join('')
  const description = `I volantini di ${config.chain.name}: sfoglia le offerte della settimana e le promozioni del tuo punto vendita.`
  const body = [
    `<rect width="${width}" height="${height}" fill="${brand.cream}"/>`,
    `<rect width="24" height="${height}" fill="${brand.discountRed}"/>`,
    `<circle cx="700" cy="420" r="160" fill="${brand.priceYellow}" opacity="0.35"/>`,
    text('Le offerte della settimana', 70, 120, { size: 44, fill: brand.navy, bold: true }),
    text('Sfoglia i volantini e scopri gli sconti', 70, 172, { size: 26, fill: brand.ink }),
    text('del tuo punto vendita, anche dallo smartphone.', 70, 206, { size: 26, fill: brand.ink }),
    ...callToAction('Sfoglia i volantini', 70, 260, brand.discountRed, brand.paper),
    sheets,
  ]
  return {
    name: 'volantini',
    description,
    linkPath: '/app/leaflets',
    svg: document(width, height, 'Le offerte della settimana', description, body),
  }
}

function onlineBanner(): BannerDraft {
  const { width, height } = BANNER
  const green = brand.pointsGreen
  const description = `Presto disponibile: fai la spesa online con ${config.chain.name}, ordina quando vuoi e scegli come ricevere la tua spesa.`
  const basket = [
    `<g transform="translate(820 70)">`,
    `<path d="M40 90 L100 0 M260 90 L200 0" stroke="${brand.paper}" stroke-width="14" stroke-linecap="round" fill="none"/>`,
    '</g>',
    // Drawn between the handles and the basket so the groceries seem to sit inside it.
    icon(icons.ortofrutta, '#e74c3c', 870, 90, 80),
    icon(icons.bevande, '#3b8fd9', 950, 50, 100),
    icon(icons.dispensa, '#f39c12', 1030, 90, 76),
    `<g transform="translate(820 70)">`,
    `<path d="M0 90 L300 90 L270 250 L30 250 Z" fill="${brand.paper}"/>`,
    `<path d="M60 120 L80 220 M120 120 L130 220 M180 120 L170 220 M240 120 L220 220"` +
      ` stroke="${tint(green, 0.5)}" stroke-width="8" stroke-linecap="round"/>`,
    '</g>',
  ]
  const body = [
    gradient('bg', green, shade(green, 0.35)),
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
    `<circle cx="980" cy="200" r="210" fill="${brand.paper}" opacity="0.1"/>`,
    text('Fai la spesa online', 70, 130, { size: 56, fill: brand.paper, bold: true }),
    text('Ordina quando vuoi, da casa o dal telefono,', 70, 186, { size: 26, fill: brand.paper }),
    text('e scegli come ricevere la tua spesa.', 70, 220, { size: 26, fill: brand.paper }),
    ...callToAction('Presto disponibile', 70, 268, brand.priceYellow, brand.navy),
    ...basket,
  ]
  // No route yet: the ordering screens are not part of the portal (behaviour §1), so the slide links nowhere.
  return {
    name: 'spesa-online',
    description,
    linkPath: null,
    svg: document(width, height, 'Fai la spesa online', description, body),
  }
}

export function bannerDrafts(): BannerDraft[] {
  return [cardBanner(), leafletsBanner(), onlineBanner()]
}
