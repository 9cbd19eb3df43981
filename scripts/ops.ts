/**
 * `npm run ops -- …`: the store's side from a shell (docs/ordering.md "The store's side"), through the
 * server's /ops calls with the store token. In the embedded demo it plays the till.
 *
 *   npm run ops -- receipt --card 0430001234560 --amount 23.50 [--own-brand 8.00] [--voucher 500]
 *                          [--store 1] [--id R-123] [--at 2026-11-24T10:00:00Z]
 *   npm run ops -- jobs run
 *   npm run ops -- order show <id>
 *   npm run ops -- order advance <id> [--weight <productId>=<grams> …]
 *   npm run ops -- order status <id> <STATUS> [--weight <productId>=<grams> …]
 *   npm run ops -- staff add --store <id> --email <e-mail> --name <name> [--password <password>]
 *   npm run ops -- store settings <id> [--capacity <orders per window>] [--cutoff <hours>]
 *     [--fee <cents>] [--free-from <cents>|none] [--minimum <cents>]   (home delivery)
 *   npm run ops -- price set --store <id> --product <id> --cents <n> [--promo-cents <n> [--promo-until <yyyy-MM-dd>]]
 *   npm run ops -- coupon add (--card <code> | --all) --kind AMOUNT|PERCENT|POINTS --value <n> --title <text>
 *     [--description <text>] [--title-en <text>] [--description-en <text>] [--product <id> …]
 *     [--department <code>] [--min-spend <euro>] [--days 14]
 *   npm run ops -- coupon list --card <code>
 *
 * The server: OPS_URL, else PUBLIC_URL, else http://localhost:$PORT (3000). The token: OPS_TOKEN, else
 * the one the embedded demo keeps in DATA_DIR (./data).
 */
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { parseArgs } from 'node:util'
import * as v from 'valibot'
import { demoOpsTokenFile } from '../server/demo-ops-token'
import { withCheckDigit } from '../src/api/card-code'
import { type Endpoint, fillPath } from '../src/api/endpoints'
import { opsEndpoints } from '../src/api/ops-endpoints'
import { nextStatus, ORDER_STATUSES } from '../src/api/order-machine'
import { NewCouponRequest } from '../src/api/schemas/coupon-ops'
import { TillReceipt } from '../src/api/schemas/loyalty'
import type { Order } from '../src/api/schemas/orders'
import { StorePriceChange } from '../src/api/schemas/store-prices'

const USAGE = `Usage:
  npm run ops -- receipt --card <13 digits> --amount <euro> [--own-brand <euro>] [--voucher 500|750|1400]
                         [--store <id>] [--id <till receipt id>] [--at <ISO time>]
  npm run ops -- jobs run
  npm run ops -- order show <id>
  npm run ops -- order advance <id> [--weight <productId>=<grams> …]   (the next step on the way to the customer)
  npm run ops -- order status <id> <STATUS> [--weight <productId>=<grams> …]   (e.g. CANCELLED, NOT_COLLECTED)
  npm run ops -- store settings <id> [--capacity <orders per window>] [--cutoff <hours>]
  npm run ops -- staff add --store <id> --email <e-mail> --name <name> [--password <password>]
                           (without --password a mail lets the new staff member choose it)
  npm run ops -- price set --store <id> --product <id> --cents <n> [--promo-cents <n> [--promo-until <yyyy-MM-dd>]]
                           (from today; a reduction without --promo-until lasts until further notice)
  npm run ops -- coupon add (--card <13 digits> | --all) --kind AMOUNT|PERCENT|POINTS --value <n> --title <text>
                            [--description <text>] [--title-en <text>] [--description-en <text>]
                            [--product <id> …] [--department <code>] [--min-spend <euro>] [--days <n, default 14>]
                            (--value: cents off for AMOUNT, percent for PERCENT, bonus points for POINTS;
                            the title says what it is on, not its worth: the app shows that beside it;
                            without --title-en/--description-en the English is worded from its
                            department, its product or the receipt)
  npm run ops -- coupon list --card <13 digits>   (the activated coupons a till may apply now)
  (receipt also takes --coupon <id> …: the card's activated coupons the till applies)
Server: OPS_URL or PUBLIC_URL (default http://localhost:3000); token: OPS_TOKEN or DATA_DIR/ops-token.`

/** Sample product codes for the two lines the shell's receipt prints. */
const OTHER_PRODUCTS_EAN = withCheckDigit('800123400001')
const OWN_BRAND_EAN = withCheckDigit('800999900001')

class UsageError extends Error {}

/** '23.50' or '23,50' → 2350, exactly (no floating point on money). */
function euroToCents(text: string, what: string): number {
  const match = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(text.trim())
  if (!match) throw new UsageError(`${what}: "${text}" is not an amount in euro (e.g. 23.50)`)
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
}

async function storeToken(): Promise<string> {
  if (process.env.OPS_TOKEN) return process.env.OPS_TOKEN
  const file = demoOpsTokenFile(path.resolve(process.env.DATA_DIR ?? './data'))
  const kept = await readFile(file, 'utf8').catch(() => '')
  if (!kept.trim())
    throw new UsageError(
      `No store token: set OPS_TOKEN (or start the embedded demo, which keeps one in ${file}).`,
    )
  return kept.trim()
}

function serverUrl(): string {
  const url = process.env.OPS_URL ?? process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? 3000}`
  return url.replace(/\/$/, '')
}

async function call(endpoint: Endpoint, body?: unknown, params?: Record<string, unknown>): Promise<unknown> {
  const url = `${serverUrl()}/ops${fillPath(endpoint.path, params)}`
  let response: Response
  try {
    response = await fetch(url, {
      method: endpoint.method,
      headers: {
        authorization: `Bearer ${await storeToken()}`,
        'content-type': 'application/json',
        accept: 'application/json',
      },
      body: endpoint.method === 'GET' ? undefined : JSON.stringify(body ?? {}),
    })
  } catch {
    throw new UsageError(`The server at ${serverUrl()} does not answer: is it running (npm start)?`)
  }
  const envelope = (await response.json().catch(() => null)) as {
    code?: number
    message?: string
    data?: unknown
  } | null
  if (response.status === 404 && !envelope?.code)
    throw new UsageError(`${url}: not found (is OPS_TOKEN set on the server?)`)
  if (envelope?.code !== 0) {
    throw new UsageError(
      `Refused (${envelope?.code ?? response.status}): ${envelope?.message ?? response.statusText}`,
    )
  }
  return envelope.data
}

async function postReceipt(args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: {
      card: { type: 'string' },
      amount: { type: 'string' },
      'own-brand': { type: 'string' },
      voucher: { type: 'string' },
      store: { type: 'string', default: '1' },
      id: { type: 'string' },
      at: { type: 'string' },
      coupon: { type: 'string', multiple: true },
    },
  })
  if (!values.card || !values.amount) throw new UsageError('receipt needs --card and --amount')
  const total = euroToCents(values.amount, '--amount')
  const ownBrand = values['own-brand'] ? euroToCents(values['own-brand'], '--own-brand') : 0
  if (ownBrand > total) throw new UsageError('--own-brand is part of --amount: it cannot be more')
  const at = values.at ?? new Date().toISOString()
  const lines = [
    ...(total > ownBrand
      ? [{ ean: OTHER_PRODUCTS_EAN, amountCents: total - ownBrand, ownBrand: false, description: 'Spesa' }]
      : []),
    ...(ownBrand > 0
      ? [{ ean: OWN_BRAND_EAN, amountCents: ownBrand, ownBrand: true, description: 'Prodotti a marchio' }]
      : []),
  ]
  const receipt = v.safeParse(TillReceipt, {
    receiptId: values.id ?? `shell-${Date.now()}`,
    cardCode: values.card,
    storeId: Number(values.store),
    at,
    lines: lines.length ? lines : [{ ean: OTHER_PRODUCTS_EAN, amountCents: 0, ownBrand: false }],
    ...(values.voucher ? { voucher: Number(values.voucher) } : {}),
    ...(values.coupon ? { coupons: values.coupon.map(Number) } : {}),
  })
  if (!receipt.success) {
    const issue = receipt.issues[0]
    const field = issue.path?.map((item) => String(item.key)).join('.')
    throw new UsageError(`${field ? `${field}: ` : ''}${issue.message}`)
  }
  const result = (await call(opsEndpoints.postReceipt, receipt.output)) as {
    pointsEarned: number
    pointsSpent: number
    balance: number
    receiptId: number
    coupons: { id: number; discountCents?: number; bonusPoints?: number }[]
    refusedCoupons: number[]
  }
  const spent = result.pointsSpent ? `, ${result.pointsSpent} points spent on a voucher` : ''
  console.log(
    `Receipt ${receipt.output.receiptId} recorded (digital receipt ${result.receiptId}): ${result.pointsEarned} points earned${spent}; balance ${result.balance}.`,
  )
  for (const coupon of result.coupons) {
    const worth =
      coupon.bonusPoints !== undefined
        ? `${coupon.bonusPoints} bonus points`
        : `${((coupon.discountCents ?? 0) / 100).toFixed(2)} € off`
    console.log(`Coupon ${coupon.id}: ${worth}.`)
  }
  if (result.refusedCoupons.length)
    console.log(
      `Coupons not applied: ${result.refusedCoupons.join(', ')} (used, expired or not usable here).`,
    )
}

const DAY_MS = 86_400_000

/** `coupon add`: one coupon for a card or for every customer's card; `coupon list`: what a till may apply. */
async function couponCommand(args: string[]): Promise<void> {
  const [action, ...rest] = args
  if (action === 'list') {
    const { values } = parseArgs({ args: rest, options: { card: { type: 'string' } } })
    if (!values.card) throw new UsageError('coupon list needs --card <code>')
    const list = (await call(opsEndpoints.cardCoupons, undefined, { code: values.card })) as {
      id: number
      title: string
      validTo: string
    }[]
    if (list.length === 0) console.log(`Card ${values.card}: no activated coupon to apply.`)
    for (const coupon of list) console.log(`${coupon.id}\t${coupon.title}\t(until ${coupon.validTo})`)
    return
  }
  if (action !== 'add') throw new UsageError(`Unknown command: coupon ${action ?? ''}`)
  const { values } = parseArgs({
    args: rest,
    options: {
      card: { type: 'string' },
      all: { type: 'boolean' },
      kind: { type: 'string' },
      value: { type: 'string' },
      title: { type: 'string' },
      description: { type: 'string' },
      'title-en': { type: 'string' },
      'description-en': { type: 'string' },
      product: { type: 'string', multiple: true },
      department: { type: 'string' },
      'min-spend': { type: 'string' },
      days: { type: 'string', default: '14' },
    },
  })
  if ((values.card === undefined) === (values.all === undefined))
    throw new UsageError('coupon add needs either --card <code> or --all')
  if (!values.kind || !values.value || !values.title)
    throw new UsageError(
      'coupon add needs --kind, --value and --title, e.g. npm run ops -- coupon add --all --kind AMOUNT --value 300 --title "Sconto sulla spesa" --title-en "Off your shopping"',
    )
  if (!/^\d{1,3}$/.test(values.days) || Number(values.days) < 1)
    throw new UsageError(`--days: "${values.days}" is not a number of days`)
  const now = Date.now()
  const request = v.safeParse(NewCouponRequest, {
    ...(values.card ? { cardCode: values.card } : { allCards: true }),
    title: values.title,
    ...(values.description ? { description: values.description } : {}),
    ...(values['title-en'] ? { titleEn: values['title-en'] } : {}),
    ...(values['description-en'] ? { descriptionEn: values['description-en'] } : {}),
    kind: values.kind.toUpperCase(),
    value: /^\d{1,9}$/.test(values.value) ? Number(values.value) : Number.NaN,
    ...(values.product ? { productIds: values.product.map(Number) } : {}),
    ...(values.department ? { department: values.department.toUpperCase() } : {}),
    ...(values['min-spend'] ? { minSpendCents: euroToCents(values['min-spend'], '--min-spend') } : {}),
    validFrom: new Date(now).toISOString(),
    validTo: new Date(now + Number(values.days) * DAY_MS).toISOString(),
  })
  if (!request.success) {
    const issue = request.issues[0]
    const field = issue.path?.map((item) => String(item.key)).join('.')
    throw new UsageError(`${field ? `${field}: ` : ''}${issue.message}`)
  }
  const result = (await call(opsEndpoints.addCoupon, request.output)) as { coupons: number }
  console.log(
    `${result.coupons} coupon${result.coupons === 1 ? '' : 's'} added (${request.output.kind} ${request.output.value}, ${values.days} days): the customers activate them in the app.`,
  )
}

async function runJobs(): Promise<void> {
  const reports = (await call(opsEndpoints.runJobs)) as {
    job: string
    ran: boolean
    changed: Record<string, number>
  }[]
  for (const report of reports) {
    const changed = Object.entries(report.changed)
      .map(([what, n]) => `${what} ${n}`)
      .join(', ')
    console.log(`${report.job}: ${report.ran ? changed || 'nothing to do' : 'held by another instance'}`)
  }
}

type OpsOrder = v.InferOutput<typeof Order>

const orderTime = (iso: string) =>
  new Intl.DateTimeFormat('it-IT', {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: 'Europe/Rome',
  }).format(new Date(iso))

function printOrder(order: OpsOrder): void {
  const euro = (cents: number) => (cents / 100).toFixed(2)
  console.log(
    `Order ${order.id} — ${order.storeName}, ${order.deliveryMode}, ${orderTime(order.slot.start)}: ${order.status}`,
  )
  for (const line of order.lines) {
    const weight = line.estimatedWeight ? ` (${line.weightGrams ?? '≈'} g)` : ''
    console.log(
      `  ${line.quantity} × ${line.name} [product ${line.productId}]${weight}  € ${euro(line.finalAmountCents ?? line.amountCents)}`,
    )
  }
  const final = order.finalTotalCents === null ? '' : `, receipt € ${euro(order.finalTotalCents)}`
  const points = order.pointsEarned === null ? '' : `, ${order.pointsEarned} points earned`
  console.log(`  Total € ${euro(order.totalCents)}${final}${points}`)
  console.log(`  History: ${order.history.map((h) => `${h.status} ${orderTime(h.at)}`).join(' → ')}`)
}

function orderId(text: string | undefined): number {
  if (!text || !/^\d{1,9}$/.test(text))
    throw new UsageError('order needs the order id, e.g. npm run ops -- order advance 12')
  return Number(text)
}

/** `--weight 17=1240`: product 17 weighed 1240 g. */
function weights(args: string[]): { productId: number; grams: number }[] | undefined {
  const { values } = parseArgs({ args, options: { weight: { type: 'string', multiple: true } } })
  if (!values.weight?.length) return undefined
  return values.weight.map((text) => {
    const match = /^(\d{1,9})=(\d{1,6})$/.exec(text)
    if (!match) throw new UsageError(`--weight ${text}: expected <productId>=<grams>, e.g. --weight 17=1240`)
    return { productId: Number(match[1]), grams: Number(match[2]) }
  })
}

async function order(args: string[]): Promise<void> {
  const [action, id, ...rest] = args
  const params = { id: orderId(id) }
  const current = (await call(opsEndpoints.order, undefined, params)) as OpsOrder
  if (action === 'show') return printOrder(current)
  let status: string | undefined
  let options = rest
  if (action === 'advance') {
    status = nextStatus(current.status, current.deliveryMode) ?? undefined
    if (!status) throw new UsageError(`Order ${current.id} is ${current.status}: it goes no further.`)
  } else if (action === 'status') {
    ;[status, ...options] = rest
    if (!status || !(ORDER_STATUSES as readonly string[]).includes(status))
      throw new UsageError(`order status needs one of: ${ORDER_STATUSES.join(', ')}`)
  } else {
    throw new UsageError(`Unknown command: order ${action ?? ''}`)
  }
  const weighed = weights(options)
  const body = { status, ...(weighed ? { weights: weighed } : {}) }
  printOrder((await call(opsEndpoints.orderStatus, body, params)) as OpsOrder)
}

/**
 * A store's online-order settings: orders per window, booking cut-off in hours, and home delivery's
 * fee, free threshold and minimum in cents.
 */
async function storeSettings(args: string[]): Promise<void> {
  const [action, id, ...rest] = args
  if (action !== 'settings') throw new UsageError(`Unknown command: store ${action ?? ''}`)
  if (!id || !/^\d{1,9}$/.test(id))
    throw new UsageError('store settings needs the store id, e.g. npm run ops -- store settings 3 --cutoff 6')
  const { values } = parseArgs({
    args: rest,
    options: {
      capacity: { type: 'string' },
      cutoff: { type: 'string' },
      fee: { type: 'string' },
      'free-from': { type: 'string' },
      minimum: { type: 'string' },
    },
  })
  const whole = (text: string | undefined, what: string, digits = 4) => {
    if (text === undefined) return undefined
    if (!new RegExp(`^\\d{1,${digits}}$`).test(text))
      throw new UsageError(`${what}: "${text}" is not a whole number`)
    return Number(text)
  }
  const freeFrom = values['free-from']
  const body = {
    slotCapacity: whole(values.capacity, '--capacity'),
    bookingCutoffHours: whole(values.cutoff, '--cutoff'),
    deliveryFeeCents: whole(values.fee, '--fee', 5),
    freeDeliveryFromCents: freeFrom === 'none' ? null : whole(freeFrom, '--free-from', 6),
    minimumOrderCents: whole(values.minimum, '--minimum', 6),
  }
  const settings = (await call(opsEndpoints.orderSettings, body, { storeId: Number(id) })) as {
    storeId: number
    slotCapacity: number
    bookingCutoffHours: number
    deliveryFeeCents: number
    freeDeliveryFromCents: number | null
    minimumOrderCents: number
  }
  const euros = (cents: number) => (cents / 100).toFixed(2)
  const free =
    settings.freeDeliveryFromCents === null
      ? 'never free'
      : `free from ${euros(settings.freeDeliveryFromCents)} €`
  console.log(
    `Store ${settings.storeId}: ${settings.slotCapacity} orders per window, booking closes ${settings.bookingCutoffHours} hours before a window; home delivery ${euros(settings.deliveryFeeCents)} €, ${free}, minimum ${euros(settings.minimumOrderCents)} €.`,
  )
}

/** A store's staff member (docs/ordering.md "The store's side"): with a password, or a set-password mail. */
async function staffCommand(args: string[]): Promise<void> {
  const [action, ...rest] = args
  if (action !== 'add') throw new UsageError(`Unknown command: staff ${action ?? ''}`)
  const { values } = parseArgs({
    args: rest,
    options: {
      store: { type: 'string' },
      email: { type: 'string' },
      name: { type: 'string' },
      password: { type: 'string' },
    },
  })
  if (!values.store || !/^\d{1,9}$/.test(values.store) || !values.email || !values.name)
    throw new UsageError(
      'staff add needs --store <id>, --email and --name, e.g. npm run ops -- staff add --store 3 --email anna@example.com --name "Anna Verdi"',
    )
  const added = (await call(opsEndpoints.addStaff, {
    storeId: Number(values.store),
    email: values.email,
    name: values.name,
    ...(values.password !== undefined ? { password: values.password } : {}),
  })) as { id: number; storeId: number; email: string; name: string; passwordSet: boolean }
  console.log(
    `Staff ${added.id}: ${added.name} <${added.email}> at store ${added.storeId}; ${
      added.passwordSet
        ? 'logs in with the password given.'
        : 'a mail with a link to choose the password is on its way.'
    }`,
  )
}

/**
 * A store's price of a product from today, with a reduction of its own if given (docs/ordering.md
 * "Prices and their history"); prints the product as the store now sells it, with what the shop shows
 * beside a reduced price.
 */
async function priceCommand(args: string[]): Promise<void> {
  const [action, ...rest] = args
  if (action !== 'set') throw new UsageError(`Unknown command: price ${action ?? ''}`)
  const { values } = parseArgs({
    args: rest,
    options: {
      store: { type: 'string' },
      product: { type: 'string' },
      cents: { type: 'string' },
      'promo-cents': { type: 'string' },
      'promo-until': { type: 'string' },
    },
  })
  const id = (text: string | undefined) => (text && /^\d{1,9}$/.test(text) ? Number(text) : undefined)
  const storeId = id(values.store)
  const productId = id(values.product)
  if (storeId === undefined || productId === undefined || values.cents === undefined)
    throw new UsageError(
      'price set needs --store <id>, --product <id> and --cents, e.g. npm run ops -- price set --store 3 --product 17 --cents 249',
    )
  const cents = (text: string, what: string) => {
    if (!/^\d{1,7}$/.test(text)) throw new UsageError(`${what}: "${text}" is not a whole number of cents`)
    return Number(text)
  }
  const change = v.safeParse(StorePriceChange, {
    priceCents: cents(values.cents, '--cents'),
    ...(values['promo-cents'] !== undefined
      ? { promoPriceCents: cents(values['promo-cents'], '--promo-cents') }
      : {}),
    ...(values['promo-until'] !== undefined ? { promoUntil: values['promo-until'] } : {}),
  })
  if (!change.success) {
    const issue = change.issues[0]
    const field = issue.path?.map((item) => String(item.key)).join('.')
    throw new UsageError(`${field ? `${field}: ` : ''}${issue.message}`)
  }
  const product = (await call(opsEndpoints.setPrice, change.output, { storeId, productId })) as {
    name: string
    unit: string
    priceCents: number
    promoPriceCents: number | null
    promoUntil: string | null
    previousPriceCents: number | null
    lowest30DaysCents: number | null
  }
  const euros = (cents: number) => `${(cents / 100).toFixed(2)} €${product.unit === 'KG' ? '/kg' : ''}`
  let now = euros(product.priceCents)
  if (product.promoPriceCents !== null) {
    const until = product.promoUntil ? ` until ${product.promoUntil}` : ' until further notice'
    const previous =
      product.previousPriceCents === null ? '' : `, previous ${euros(product.previousPriceCents)}`
    const lowest =
      product.lowest30DaysCents === null
        ? ', no price known in the 30 days before the reduction'
        : `, lowest of the 30 days before ${euros(product.lowest30DaysCents)}`
    now = `${euros(product.promoPriceCents)}${until} (shelf ${euros(product.priceCents)}${previous}${lowest})`
  }
  console.log(`Store ${storeId}, ${product.name} [product ${productId}]: today ${now}.`)
}

async function main(argv: string[]): Promise<void> {
  const [command, ...rest] = argv
  if (command === 'receipt') return postReceipt(rest)
  if (command === 'order') return order(rest)
  if (command === 'store') return storeSettings(rest)
  if (command === 'staff') return staffCommand(rest)
  if (command === 'price') return priceCommand(rest)
  if (command === 'coupon') return couponCommand(rest)
  if (command === 'jobs' && rest[0] === 'run') return runJobs()
  if (command === undefined || command === 'help' || command === '--help') {
    console.log(USAGE)
    return
  }
  throw new UsageError(`Unknown command: ${argv.join(' ')}`)
}

main(process.argv.slice(2)).catch((error: unknown) => {
  // A wrong option (parseArgs throws a TypeError) is a usage mistake too.
  if (error instanceof UsageError || error instanceof TypeError) {
    console.error(error.message)
    if (!(error instanceof UsageError) || error.message.startsWith('Unknown')) console.error(USAGE)
  } else {
    console.error(error)
  }
  process.exit(1)
})
