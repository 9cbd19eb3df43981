import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib'
import { config } from '../../../../src/config'
import { ICON_SIZE, iconFor, type Tone } from './icons'
import { highlightsOf, type LeafletPlan, type OfferPage, validityLine } from './leaflets'
import { brand, channels, productColour, shade, tint } from './palette'
import { euro, type Offer, unitPrice } from './products'
import {
  cardName,
  ownBrandPoints,
  pointsHeadline,
  programmeArea,
  siteLabel,
  thresholdNote,
  vouchers,
  vouchersDetail,
  vouchersHeadline,
} from './programme'

const A4 = { width: 595.28, height: 841.89 }
const MARGIN = 28
const FOOTER_TOP = 44
const COLUMNS = 3
const ROWS = 4
const GAP = 10

export function pdfTitle(plan: LeafletPlan): string {
  return `${plan.title} - ${config.chain.name}`
}

function colour(hex: string) {
  const [r, g, b] = channels(hex)
  return rgb(r / 255, g / 255, b / 255)
}

/**
 * Draws on one page with the two standard fonts. Standard fonts are not embedded, which keeps each file
 * a few kilobytes, but they only encode WinAnsi: text from the config could hold characters outside it
 * (typographic quotes, an en dash), so every string goes through `safe` instead of making pdf-lib throw.
 */
class Canvas {
  constructor(
    readonly page: PDFPage,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
    private readonly encodable: ReadonlySet<number>,
  ) {}

  safe(text: string): string {
    const plain = text
      .replace(/[\u2018\u2019]/g, "'")
      .replace(/[\u201c\u201d]/g, '"')
      .replace(/[\u2013\u2014]/g, '-')
      .replace(/\u00a0/g, ' ')
    return Array.from(plain, (ch) => (this.encodable.has(ch.codePointAt(0) ?? 0) ? ch : '?')).join('')
  }

  font(bold: boolean): PDFFont {
    return bold ? this.bold : this.regular
  }

  width(text: string, size: number, bold = false): number {
    return this.font(bold).widthOfTextAtSize(this.safe(text), size)
  }

  rect(x: number, y: number, width: number, height: number, fill: string, border?: string): void {
    this.page.drawRectangle({
      x,
      y,
      width,
      height,
      color: colour(fill),
      ...(border ? { borderColor: colour(border), borderWidth: 0.8 } : {}),
    })
  }

  /** Price tags and pills have round corners, which drawRectangle cannot do. */
  roundRect(x: number, y: number, width: number, height: number, radius: number, fill: string): void {
    const r = Math.min(radius, height / 2, width / 2)
    const d =
      `M ${r} 0 L ${width - r} 0 Q ${width} 0 ${width} ${r} L ${width} ${height - r} ` +
      `Q ${width} ${height} ${width - r} ${height} L ${r} ${height} Q 0 ${height} 0 ${height - r} ` +
      `L 0 ${r} Q 0 0 ${r} 0 Z`
    this.page.drawSvgPath(d, { x, y: y + height, color: colour(fill) })
  }

  circle(x: number, y: number, radius: number, fill: string, opacity = 1): void {
    this.page.drawCircle({ x, y, size: radius, color: colour(fill), opacity })
  }

  line(x1: number, y1: number, x2: number, y2: number, stroke: string, thickness = 1): void {
    this.page.drawLine({ start: { x: x1, y: y1 }, end: { x: x2, y: y2 }, thickness, color: colour(stroke) })
  }

  text(
    text: string,
    x: number,
    y: number,
    options: { size: number; bold?: boolean; fill?: string; align?: 'left' | 'center' | 'right' },
  ): void {
    const value = this.safe(text)
    const font = this.font(options.bold ?? false)
    const width = font.widthOfTextAtSize(value, options.size)
    const left = options.align === 'center' ? x - width / 2 : options.align === 'right' ? x - width : x
    this.page.drawText(value, {
      x: left,
      y,
      size: options.size,
      font,
      color: colour(options.fill ?? brand.ink),
    })
  }

  /** Greedy word wrap; the last allowed line ends in an ellipsis rather than overflowing its box. */
  wrap(text: string, size: number, maxWidth: number, maxLines: number, bold = false): string[] {
    const lines: string[] = []
    let current = ''
    for (const word of text.split(/\s+/)) {
      const candidate = current ? `${current} ${word}` : word
      if (this.width(candidate, size, bold) <= maxWidth || !current) current = candidate
      else {
        lines.push(current)
        current = word
      }
    }
    if (current) lines.push(current)
    if (lines.length <= maxLines) return lines
    const kept = lines.slice(0, maxLines)
    let last = `${kept[maxLines - 1]} ${lines[maxLines] ?? ''}`
    while (last.length > 1 && this.width(`${last}...`, size, bold) > maxWidth) last = last.slice(0, -1)
    kept[maxLines - 1] = `${last.trimEnd()}...`
    return kept
  }

  /** The largest size, down to `min`, at which a single line fits. */
  fit(text: string, max: number, min: number, maxWidth: number, bold = false): number {
    let size = max
    while (size > min && this.width(text, size, bold) > maxWidth) size -= 0.5
    return size
  }

  icon(
    parts: readonly { d: string; tone: Tone }[],
    base: string,
    x: number,
    top: number,
    size: number,
  ): void {
    const tones: Record<Tone, string> = { base, dark: shade(base, 0.35), light: tint(base, 0.65) }
    for (const part of parts) {
      this.page.drawSvgPath(part.d, { x, y: top, scale: size / ICON_SIZE, color: colour(tones[part.tone]) })
    }
  }
}

function drawFooter(canvas: Canvas, plan: LeafletPlan, pageNumber: number, pageCount: number): void {
  const { width } = A4
  canvas.line(MARGIN, FOOTER_TOP - 8, width - MARGIN, FOOTER_TOP - 8, brand.line, 0.8)
  canvas.text(
    `${config.legal.companyName} - ${validityLine(plan)} salvo errori tipografici, fino a esaurimento scorte.`,
    MARGIN,
    FOOTER_TOP - 22,
    { size: 7, fill: brand.muted },
  )
  canvas.text(`Pag. ${pageNumber} di ${pageCount}`, width - MARGIN, FOOTER_TOP - 22, {
    size: 8,
    bold: true,
    fill: brand.navy,
    align: 'right',
  })
}

/** `scale` enlarges the type for the front page's highlights, whose boxes are taller than the grid's. */
function drawProductBox(
  canvas: Canvas,
  offer: Offer,
  brandLabel: string | null,
  box: { x: number; y: number; w: number; h: number; scale?: number },
): void {
  const { x, y, w, h } = box
  const k = box.scale ?? 1
  const base = productColour(offer.product)
  canvas.rect(x, y, w, h, brand.paper, brand.line)

  const artHeight = Math.min(110, h * 0.44)
  const artTop = y + h - 6
  canvas.rect(x + 6, artTop - artHeight, w - 12, artHeight, tint(base, 0.8))
  const iconSize = artHeight - 12
  canvas.icon(iconFor(offer.product), base, x + w / 2 - iconSize / 2, artTop - 6, iconSize)

  const discountRadius = 19 * k
  canvas.circle(x + w - discountRadius - 5, y + h - discountRadius - 5, discountRadius, brand.discountRed)
  canvas.text(`-${offer.discountPercent}%`, x + w - discountRadius - 5, y + h - discountRadius - 5 - 4 * k, {
    size: 11 * k,
    bold: true,
    fill: brand.paper,
    align: 'center',
  })
  if (offer.badge) {
    const fill = offer.badge === '2x1' ? brand.priceYellow : brand.pointsGreen
    const ink = offer.badge === '2x1' ? brand.navy : brand.paper
    const badgeWidth = canvas.width(offer.badge, 9 * k, true) + 12 * k
    canvas.roundRect(x + 10, artTop - 5 - 15 * k, badgeWidth, 15 * k, 3, fill)
    canvas.text(offer.badge, x + 10 + 6 * k, artTop - 5 - 11 * k, { size: 9 * k, bold: true, fill: ink })
  }

  let cursor = artTop - artHeight - 13 * k
  const textWidth = w - 16
  if (brandLabel) {
    canvas.text(brandLabel.toUpperCase(), x + 8, cursor, { size: 7 * k, bold: true, fill: brand.sky })
    cursor -= 11 * k
  }
  for (const line of canvas.wrap(offer.product.name, 10 * k, textWidth, 2, true)) {
    canvas.text(line, x + 8, cursor, { size: 10 * k, bold: true })
    cursor -= 12 * k
  }
  const sizeText = offer.badge === '2x1' ? `${offer.product.size} - prendi 2 paghi 1` : offer.product.size
  canvas.text(sizeText, x + 8, cursor, { size: 8 * k, fill: brand.muted })

  const tagHeight = 30 * k
  const tagWidth = Math.min(w * 0.58, 100 * k)
  const tagX = x + w - tagWidth - 6
  canvas.roundRect(tagX, y + 6, tagWidth, tagHeight, 4, brand.priceYellow)
  const price = euro(offer.newCents)
  const priceSize = canvas.fit(price, 18 * k, 11, tagWidth - 10, true)
  canvas.text(price, tagX + tagWidth / 2, y + 6 + (tagHeight - priceSize * 0.7) / 2, {
    size: priceSize,
    bold: true,
    fill: brand.discountRed,
    align: 'center',
  })

  // The struck-through regular price sits low on the left, the unit price under it, as on shelf labels.
  const old = euro(offer.oldCents)
  const oldSize = 10 * k
  const oldWidth = canvas.width(old, oldSize)
  const oldY = y + 14 + 10 * k
  canvas.text(old, x + 8, oldY, { size: oldSize, fill: brand.muted })
  canvas.line(x + 7, oldY + oldSize * 0.35, x + 9 + oldWidth, oldY + oldSize * 0.35, brand.discountRed, 1.2)
  const perUnit = unitPrice(offer)
  if (perUnit) canvas.text(perUnit, x + 8, y + 11, { size: 6.5 * Math.min(k, 1.2), fill: brand.muted })
}

/** Fills the rows a short page leaves empty, as real flyers do, instead of leaving blank paper. */
function drawCardStrip(canvas: Canvas, x: number, y: number, w: number, h: number): void {
  canvas.rect(x, y, w, h, brand.navy)
  // pdf-lib has no clipping helper, so the decoration stays inside the strip by construction.
  const radius = Math.min(h / 2 - 12, 70)
  canvas.circle(x + w - radius - 20, y + h / 2, radius, brand.sky, 0.45)
  canvas.circle(x + w - 2 * radius - 10, y + h / 2 - radius / 3, radius / 2, brand.priceYellow)
  const middle = y + h / 2
  canvas.text(`Con la ${cardName}`, x + 20, middle + 18, { size: 14, bold: true, fill: brand.priceYellow })
  canvas.text(pointsHeadline, x + 20, middle - 6, {
    size: canvas.fit(pointsHeadline, 24, 14, w - 40, true),
    bold: true,
    fill: brand.paper,
  })
  canvas.text(`${vouchersHeadline} ${vouchersDetail}`, x + 20, middle - 26, {
    size: 10,
    fill: brand.paper,
  })
}

function drawOfferPage(canvas: Canvas, plan: LeafletPlan, page: OfferPage): void {
  const { width, height } = A4
  const headerHeight = 66
  canvas.rect(0, height - headerHeight, width, headerHeight, plan.accent)
  canvas.rect(0, height - headerHeight - 5, width, 5, brand.priceYellow)
  canvas.text(config.chain.name.toUpperCase(), MARGIN, height - 24, {
    size: 9,
    bold: true,
    fill: tint(plan.accent, 0.7),
  })
  canvas.text(page.heading, MARGIN, height - 52, {
    size: canvas.fit(page.heading, 26, 16, width * 0.55, true),
    bold: true,
    fill: brand.paper,
  })
  canvas.text(plan.title, width - MARGIN, height - 30, {
    size: 11,
    bold: true,
    fill: brand.paper,
    align: 'right',
  })
  canvas.text(validityLine(plan), width - MARGIN, height - 46, { size: 9, fill: brand.paper, align: 'right' })

  const top = height - headerHeight - 5 - 14
  const bottom = FOOTER_TOP + 2
  const boxWidth = (width - 2 * MARGIN - (COLUMNS - 1) * GAP) / COLUMNS
  const boxHeight = (top - bottom - (ROWS - 1) * GAP) / ROWS
  page.offers.forEach((offer, index) => {
    const column = index % COLUMNS
    const row = Math.floor(index / COLUMNS)
    const x = MARGIN + column * (boxWidth + GAP)
    const y = top - (row + 1) * boxHeight - row * GAP
    drawProductBox(canvas, offer, plan.brandLabel, { x, y, w: boxWidth, h: boxHeight })
  })
  const usedRows = Math.ceil(page.offers.length / COLUMNS)
  if (usedRows < ROWS) {
    const stripTop = top - usedRows * (boxHeight + GAP)
    drawCardStrip(canvas, MARGIN, bottom, width - 2 * MARGIN, stripTop - bottom)
  }
}

function drawFrontPage(canvas: Canvas, plan: LeafletPlan): void {
  const { width, height } = A4
  const heroHeight = 330
  canvas.rect(0, 0, width, height, brand.cream)
  canvas.rect(0, height - heroHeight, width, heroHeight, plan.accent)
  canvas.circle(width - 40, height - 30, 150, tint(plan.accent, 0.25), 0.9)
  canvas.circle(width - 150, height - heroHeight + 20, 70, brand.priceYellow, 0.9)
  canvas.circle(60, height - heroHeight - 10, 40, tint(plan.accent, 0.45))

  const name = config.chain.name
  const nameSize = canvas.fit(name, 18, 11, 280, true)
  const logoWidth = canvas.width(name, nameSize, true) + 28
  canvas.roundRect(MARGIN, height - 70, logoWidth, 38, 19, brand.paper)
  canvas.text(name, MARGIN + 14, height - 57, { size: nameSize, bold: true, fill: brand.navy })

  let cursor = height - 130
  for (const line of canvas.wrap(plan.title, 44, width - 2 * MARGIN - 90, 2, true)) {
    canvas.text(line, MARGIN, cursor, { size: 44, bold: true, fill: brand.paper })
    cursor -= 48
  }
  canvas.text(plan.tagline, MARGIN, cursor + 8, { size: 14, fill: brand.paper })

  const validity = validityLine(plan)
  const pillWidth = canvas.width(validity, 13, true) + 30
  canvas.roundRect(MARGIN, height - heroHeight + 30, pillWidth, 32, 16, brand.paper)
  canvas.text(validity, MARGIN + 15, height - heroHeight + 41, { size: 13, bold: true, fill: plan.accent })

  canvas.text('Da non perdere', MARGIN, height - heroHeight - 40, { size: 20, bold: true, fill: brand.navy })
  const boxWidth = (width - 2 * MARGIN - 2 * GAP) / 3
  const boxTop = height - heroHeight - 56
  highlightsOf(plan).forEach((offer, index) => {
    drawProductBox(canvas, offer, plan.brandLabel, {
      x: MARGIN + index * (boxWidth + GAP),
      y: boxTop - 230,
      w: boxWidth,
      h: 230,
      scale: 1.3,
    })
  })
  drawCardStrip(canvas, MARGIN, FOOTER_TOP + 2, width - 2 * MARGIN, boxTop - 230 - 14 - FOOTER_TOP - 2)
}

function drawBackPage(canvas: Canvas, plan: LeafletPlan): void {
  const { width, height } = A4
  canvas.rect(0, height - 200, width, 200, brand.navy)
  canvas.circle(width - 60, height - 60, 120, brand.sky, 0.5)
  canvas.text(`La tua ${cardName}`, MARGIN, height - 80, { size: 34, bold: true, fill: brand.paper })
  canvas.text('Gratuita e personale, riservata ai clienti maggiorenni.', MARGIN, height - 108, {
    size: 13,
    fill: brand.paper,
  })

  canvas.text(pointsHeadline, MARGIN, height - 250, { size: 26, bold: true, fill: brand.navy })
  let cursor = height - 272
  const detail = `${thresholdNote.charAt(0).toUpperCase()}${thresholdNote.slice(1)}; ${ownBrandPoints}.`
  for (const line of canvas.wrap(detail, 12, width - 2 * MARGIN, 2)) {
    canvas.text(line, MARGIN, cursor, { size: 12, fill: brand.ink })
    cursor -= 16
  }

  canvas.text(vouchersHeadline, MARGIN, height - 340, { size: 22, bold: true, fill: brand.navy })
  const tileWidth = (width - 2 * MARGIN - 2 * GAP) / 3
  vouchers.forEach((voucher, index) => {
    const x = MARGIN + index * (tileWidth + GAP)
    const y = height - 480
    canvas.roundRect(x, y, tileWidth, 120, 10, brand.priceYellow)
    canvas.text(`${voucher.euros} €`, x + tileWidth / 2, y + 62, {
      size: 40,
      bold: true,
      fill: brand.discountRed,
      align: 'center',
    })
    canvas.text(`con ${voucher.points} punti`, x + tileWidth / 2, y + 30, {
      size: 14,
      bold: true,
      fill: brand.navy,
      align: 'center',
    })
  })
  canvas.text('Un buono per scontrino.', MARGIN, height - 505, { size: 12, fill: brand.ink })

  canvas.rect(MARGIN, 80, width - 2 * MARGIN, 220, tint(plan.accent, 0.85))
  canvas.text('Dove vale la carta', MARGIN + 18, 270, { size: 16, bold: true, fill: plan.accent })
  canvas.text(`Nei punti vendita ${config.chain.name} in ${programmeArea}.`, MARGIN + 18, 248, {
    size: canvas.fit(
      `Nei punti vendita ${config.chain.name} in ${programmeArea}.`,
      11,
      7,
      width - 2 * MARGIN - 36,
    ),
  })
  canvas.text(`Tutte le offerte e i volantini su ${siteLabel}`, MARGIN + 18, 210, {
    size: 14,
    bold: true,
    fill: brand.navy,
  })
  canvas.text(`Assistenza: ${config.chain.supportEmail}`, MARGIN + 18, 186, { size: 11, fill: brand.muted })
  canvas.text('Buona spesa!', width - MARGIN - 18, 104, {
    size: 28,
    bold: true,
    fill: plan.accent,
    align: 'right',
  })
}

/**
 * Renders one seed leaflet. The dates in the metadata come from `today`, never from the clock: a seed
 * run twice on the same day must give the same bytes.
 */
export async function renderLeafletPdf(plan: LeafletPlan, today: Date): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false })
  const regular = await doc.embedFont(StandardFonts.Helvetica)
  const bold = await doc.embedFont(StandardFonts.HelveticaBold)
  const encodable = new Set([...regular.getCharacterSet(), ...bold.getCharacterSet()])

  const pageCount = plan.pages.length + 2
  const newCanvas = () => new Canvas(doc.addPage([A4.width, A4.height]), regular, bold, encodable)

  const painters: Array<(canvas: Canvas) => void> = [
    (canvas) => drawFrontPage(canvas, plan),
    ...plan.pages.map((page) => (canvas: Canvas) => drawOfferPage(canvas, plan, page)),
    (canvas) => drawBackPage(canvas, plan),
  ]
  painters.forEach((paint, index) => {
    const canvas = newCanvas()
    paint(canvas)
    drawFooter(canvas, plan, index + 1, pageCount)
  })

  doc.setTitle(pdfTitle(plan), { showInWindowTitleBar: true })
  doc.setAuthor(config.legal.companyName)
  doc.setSubject(`${plan.title}: ${validityLine(plan).toLowerCase()}`)
  doc.setKeywords(['volantino', 'offerte', config.chain.name, plan.title])
  doc.setLanguage('it-IT')
  doc.setCreator(config.appName)
  doc.setProducer('pdf-lib')
  doc.setCreationDate(today)
  doc.setModificationDate(today)
  return doc.save()
}
