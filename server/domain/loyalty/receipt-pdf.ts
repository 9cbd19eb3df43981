import { toBuffer } from 'bwip-js/node'
import { and, eq } from 'drizzle-orm'
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib'
import { config } from '../../../src/config'
import type { Db } from '../../db/connect'
import { receipts, stores } from '../../db/schema'
import { DomainError } from '../shared/errors'
import { ownedBy, type ReceiptRow } from './receipts'

/** A coupon used on a receipt, as the PDF names it (docs/coupons.md). */
export interface ReceiptCoupon {
  title: string
  /** Cents off the receipt, or null for a coupon that gives bonus points. */
  discountCents: number | null
  bonusPoints: number | null
}

/** The coupons the receipt used, as it keeps them (the till's or the order's, in their order). */
export function couponsUsedOn(receipt: ReceiptRow): ReceiptCoupon[] {
  return receipt.coupons.map((coupon) => ({
    title: coupon.title,
    discountCents: coupon.discountCents ?? null,
    bonusPoints: coupon.bonusPoints ?? null,
  }))
}

/** What the PDF shows of a receipt: its row, its store, the coupons used. */
export interface ReceiptForPdf {
  row: ReceiptRow
  store: { name: string; address: string; zip: string; city: string; county: string }
  coupons: ReceiptCoupon[]
}

/** One receipt of the user's, with what its PDF needs; another customer's is unknown (404). */
export async function userReceiptForPdf(db: Db, userId: number, id: number): Promise<ReceiptForPdf> {
  const [found] = await db
    .select({
      row: receipts,
      store: {
        name: stores.name,
        address: stores.address,
        zip: stores.zip,
        city: stores.city,
        county: stores.county,
      },
    })
    .from(receipts)
    .innerJoin(stores, eq(stores.id, receipts.storeId))
    .where(and(eq(receipts.id, id), ownedBy(db, userId)))
  if (!found) throw new DomainError('receipt-not-found')
  return { ...found, coupons: couponsUsedOn(found.row) }
}

/** The number the receipt's barcode holds and its file is named by: the digital receipt's id. */
export const receiptNumber = (id: number) => `R${String(id).padStart(8, '0')}`

const euro = (cents: number) =>
  `${cents < 0 ? '-' : ''}${(Math.abs(cents) / 100).toFixed(2).replace('.', ',')} €`

function hex(colour: string) {
  const n = Number.parseInt(colour.slice(1), 16)
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255)
}

const WIDTH = 300
const MARGIN = 20
const LINE = 14

/** The Rome clock's date and time, as the till printed it. */
function romeTime(at: Date): string {
  return new Intl.DateTimeFormat('it-IT', {
    timeZone: 'Europe/Rome',
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(at)
}

/** Lines of text and amounts, top down, on a receipt-wide page as tall as they need. */
interface Row {
  left: string
  right?: string
  bold?: boolean
  size?: number
}

/**
 * The digital receipt as a PDF (issue 35, "Receipts and the card"): a till-roll page 300 pt wide
 * with the chain, the store, the date, the lines, the totals, the voucher, the coupons, the points,
 * the card's code and a Code 128 barcode of the receipt number. The standard Helvetica is not
 * embedded (a few kilobytes a file); text outside WinAnsi becomes '?'.
 */
export async function receiptPdf({ row, store, coupons }: ReceiptForPdf): Promise<Uint8Array> {
  const rows: Row[] = [
    { left: config.chain.name, bold: true, size: 13 },
    { left: store.name, bold: true },
    { left: store.address },
    { left: `${store.zip} ${store.city} (${store.county})` },
    { left: row.source === 'ONLINE' ? 'Spesa online' : 'Scontrino del negozio', right: romeTime(row.at) },
    { left: '' },
  ]
  for (const line of row.lines) {
    rows.push({
      left: `${line.name ?? `Articolo ${line.ean}`}${line.ownBrand ? ' *' : ''}`,
      right: euro(line.amountCents),
    })
  }
  rows.push({ left: '' }, { left: 'Totale', right: euro(row.totalCents), bold: true })
  if (row.voucherPoints !== null)
    rows.push({ left: `Buono sconto (${row.voucherPoints} punti)`, right: euro(-(row.voucherCents ?? 0)) })
  if (coupons.length) {
    rows.push({ left: 'Coupon usati', bold: true })
    for (const coupon of coupons)
      rows.push({
        left: coupon.title,
        right:
          coupon.discountCents !== null ? euro(-coupon.discountCents) : `+${coupon.bonusPoints ?? 0} punti`,
      })
  }
  if (row.deliveryFeeCents > 0) rows.push({ left: 'Consegna a domicilio', right: euro(row.deliveryFeeCents) })
  rows.push(
    { left: 'Pagato', right: euro(row.paidCents), bold: true },
    { left: '' },
    { left: 'Punti accumulati', right: String(row.pointsEarned) },
    { left: `${config.chain.cardName}`, right: row.cardCode },
  )
  if (row.lines.some((line) => line.ownBrand)) rows.push({ left: '* a marchio: punti doppi', size: 8 })

  const barcode = await toBuffer({
    bcid: 'code128',
    text: receiptNumber(row.id),
    scale: 2,
    height: 12,
    includetext: true,
    textxalign: 'center',
  })
  const pdf = await PDFDocument.create()
  pdf.setTitle(`Scontrino ${receiptNumber(row.id)} - ${config.chain.name}`)
  pdf.setAuthor(config.chain.name)
  pdf.setCreationDate(row.at)
  pdf.setModificationDate(row.at)
  const regular = await pdf.embedFont(StandardFonts.Helvetica)
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold)
  const picture = await pdf.embedPng(barcode)
  const barcodeWidth = WIDTH - 2 * MARGIN
  const barcodeHeight = (picture.height / picture.width) * barcodeWidth
  const encodable = new Set(regular.getCharacterSet())
  const lines = rows.flatMap((item) => layOut(item, item.bold ? bold : regular, encodable))
  const height = MARGIN * 2 + lines.length * LINE + 16 + barcodeHeight + 10
  const page = pdf.addPage([WIDTH, height])
  page.drawRectangle({ x: 0, y: height - 6, width: WIDTH, height: 6, color: hex(config.chain.colours.brand) })
  let y = height - MARGIN - 6
  for (const line of lines) {
    drawLine(page, line, y)
    y -= LINE
  }
  page.drawImage(picture, { x: MARGIN, y: MARGIN, width: barcodeWidth, height: barcodeHeight })
  return pdf.save()
}

function safe(text: string, encodable: ReadonlySet<number>): string {
  const plain = text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014\u2212]/g, '-')
    .replace(/[\u00a0\u202f]/g, ' ')
  return Array.from(plain, (ch) => (encodable.has(ch.codePointAt(0) ?? 0) ? ch : '?')).join('')
}

/** One printed line: text on the left, an amount on the right (the last line of a row). */
interface Line {
  left: string
  right: string
  size: number
  font: PDFFont
}

/**
 * A row as printed lines: a name too long for its line goes on over the next ones, never cut (a
 * receipt names each product and coupon whole), with the amount on the row's last line.
 */
function layOut(item: Row, font: PDFFont, encodable: ReadonlySet<number>): Line[] {
  const size = item.size ?? 10
  const right = item.right === undefined ? '' : safe(item.right, encodable)
  const full = WIDTH - 2 * MARGIN
  const beside = full - (right ? font.widthOfTextAtSize(right, size) + 8 : 0)
  const fits = (text: string, room: number) => font.widthOfTextAtSize(text, size) <= room
  const lines: string[] = []
  let rest = safe(item.left, encodable)
  while (rest && !fits(rest, beside)) {
    // As many words as fit the full width; a single word wider than the line is split.
    let cut = rest.length
    while (cut > 1 && !fits(rest.slice(0, cut), full)) {
      const space = rest.lastIndexOf(' ', cut - 1)
      cut = space > 0 ? space : cut - 1
    }
    lines.push(rest.slice(0, cut).trimEnd())
    rest = rest.slice(cut).trimStart()
  }
  lines.push(rest)
  return lines.map((left, index) => ({ left, right: index === lines.length - 1 ? right : '', size, font }))
}

function drawLine(page: PDFPage, { left, right, size, font }: Line, y: number): void {
  const ink = rgb(0.11, 0.11, 0.11)
  page.drawText(left, { x: MARGIN, y, size, font, color: ink })
  if (right)
    page.drawText(right, {
      x: WIDTH - MARGIN - font.widthOfTextAtSize(right, size),
      y,
      size,
      font,
      color: ink,
    })
}
