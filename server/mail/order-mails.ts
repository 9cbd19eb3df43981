import type { Message } from '../../src/api/messages'
import type { OrderStatus } from '../../src/api/order-machine'
import type { DeliveryMode } from '../../src/api/schemas/store'
import { type Language, say } from '../language'
import { mailMessages as m } from './mail-messages'
import { type Mail, type MailBody, mail } from './templates'

/** What an order's mail tells: enough to recognise the order without opening the app. */
export interface OrderMailFacts {
  to: string
  /** The customer's language (users.language). */
  language: Language
  firstName: string
  orderId: number
  storeName: string
  deliveryMode: DeliveryMode
  slotStart: Date
  slotEnd: Date
  totalCents: number
  /** Where the order's page is (the PWA's order detail). */
  link: string
  /**
   * The order's lines, listed in the mail: as ordered, or as the store worked them once it has
   * (picked, weighed, substituted, missing). Every order mail gives them.
   */
  lines?: readonly OrderMailLine[] | undefined
  /** The four digits the customer gives at the hand-over (the mails of a ready order tell them). */
  pickupCode?: string | null | undefined
  /**
   * Paid by card: the ready mails say the card is charged at the hand-over, not that it is paid
   * there; the hand-over mail that the card was charged (else that it was paid in cash).
   */
  paidByCard?: boolean | undefined
  /** The hand-over mail: the points the receipt earned (null: no enabled card, no receipt). */
  pointsEarned?: number | null | undefined
}

/** One line of an order mail (server/domain/orders/order-mail-lines.ts makes them from the order's lines). */
export type OrderMailLine = {
  name: string
  quantity: number
  amountCents: number
  /** A weighed product's grams: estimated as ordered, the scale's once picked. */
  weightGrams: number | null
} & (
  | { state: 'ORDERED' | 'PICKED' | 'MISSING' }
  | { state: 'SUBSTITUTED'; substituteName: string; substituteQuantity: number }
  /** A substitute the customer refused at the hand-over: not charged. */
  | { state: 'REFUSED'; substituteName: string }
)

/** Italian customers read 22,50 €; English ones €22.50, with the app's British formats (app/i18n.ts). */
const FORMAT_LOCALE: Record<Language, string> = { it: 'it-IT', en: 'en-GB' }

const euro = (cents: number, language: Language) =>
  new Intl.NumberFormat(FORMAT_LOCALE[language], { style: 'currency', currency: 'EUR' }).format(cents / 100)

/** "martedì 24 novembre, 10:00–12:00" ("Tuesday 24 November, 10:00–12:00"), on the store's clock. */
function slotText(start: Date, end: Date, language: Language): string {
  const day = new Intl.DateTimeFormat(FORMAT_LOCALE[language], {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'Europe/Rome',
  }).format(start)
  const time = new Intl.DateTimeFormat(FORMAT_LOCALE[language], {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Rome',
  })
  return `${day}, ${time.format(start)}–${time.format(end)}`
}

const HOW = { IN_STORE: m.howInStore, DRIVE: m.howDrive, AT_HOME: m.howAtHome } satisfies Record<
  DeliveryMode,
  unknown
>

/** The values every order text may use, in the mail's language. */
function values(facts: OrderMailFacts) {
  return {
    orderId: facts.orderId,
    storeName: facts.storeName,
    how: say(HOW[facts.deliveryMode]),
    slot: slotText(facts.slotStart, facts.slotEnd, facts.language),
    total: euro(facts.totalCents, facts.language),
  }
}

const action = (facts: OrderMailFacts) => ({ label: say(m.orderAction), url: facts.link })

/** "850 g", "1,234 kg" in the mail's language. */
function weightText(grams: number, language: Language): string {
  const kilos = grams >= 1000
  return new Intl.NumberFormat(FORMAT_LOCALE[language], {
    style: 'unit',
    unit: kilos ? 'kilogram' : 'gram',
    maximumFractionDigits: 3,
  }).format(kilos ? grams / 1000 : grams)
}

/** A line as the mail says it: what was ordered, or what the store did with it. */
function lineText(line: OrderMailLine, language: Language): string {
  const v = {
    name: line.name,
    quantity: line.quantity,
    amount: euro(line.amountCents, language),
    weight: line.weightGrams === null ? '' : weightText(line.weightGrams, language),
  }
  switch (line.state) {
    case 'ORDERED':
      return say(line.weightGrams === null ? m.lineOrdered : m.lineOrderedWeighed, v)
    case 'PICKED':
      return say(line.weightGrams === null ? m.linePicked : m.linePickedWeighed, v)
    case 'SUBSTITUTED':
      return say(m.lineSubstituted, {
        ...v,
        substitute: line.substituteName,
        substituteQuantity: line.substituteQuantity,
      })
    case 'MISSING':
      return say(m.lineMissing, v)
    case 'REFUSED':
      return say(m.lineRefused, { ...v, substitute: line.substituteName })
  }
}

/** The lines as a list, under their heading; nothing when the facts have none. */
function linesList(facts: OrderMailFacts, heading: Message): MailBody {
  if (!facts.lines?.length) return []
  return [say(heading), facts.lines.map((line) => lineText(line, facts.language))]
}

export function orderPlacedMail(facts: OrderMailFacts): Mail {
  return mail('order', facts.to, facts.language, () => {
    const v = values(facts)
    return {
      title: say(m.placedTitle, v),
      paragraphs: [
        say(m.hello, { firstName: facts.firstName }),
        say(m.placedBody, v),
        ...linesList(facts, m.linesOrdered),
        say(m.placedTotal, v),
        say(m.placedCancel),
      ],
      action: action(facts),
    }
  })
}

/**
 * The hand-over's mail (COLLECTED, DELIVERED): the lines as the customer took them (picked,
 * substituted, missing, a substitute refused), what was charged and how (`totalCents`: the capture
 * of a card payment, the cash paid), and the points the receipt earned.
 */
function handedOverMail(facts: OrderMailFacts, status: 'COLLECTED' | 'DELIVERED'): Mail {
  const [title, body] =
    status === 'COLLECTED' ? [m.collectedTitle, m.collectedBody] : [m.deliveredTitle, m.deliveredBody]
  return mail('order', facts.to, facts.language, () => {
    const v = values(facts)
    return {
      title: say(title, v),
      paragraphs: [
        say(m.hello, { firstName: facts.firstName }),
        say(body, v),
        ...linesList(facts, m.linesHandedOver),
        say(facts.paidByCard ? m.chargedCard : m.chargedCash, v),
        ...(facts.pointsEarned != null ? [say(m.pointsEarned, { points: facts.pointsEarned })] : []),
      ],
      action: action(facts),
    }
  })
}

/** The statuses the customer is mailed about (order-machine's MAILED_STATUSES). */
export function orderStatusMail(facts: OrderMailFacts, status: OrderStatus): Mail | null {
  if (status === 'COLLECTED' || status === 'DELIVERED') return handedOverMail(facts, status)
  const texts = {
    TO_BE_COLLECTED: [m.collectTitle, m.collectBody, facts.paidByCard ? m.collectTotalCard : m.collectTotal],
    TO_BE_DELIVERED: [m.deliverTitle, m.deliverBody, facts.paidByCard ? m.receiptTotalCard : m.receiptTotal],
    CANCELLED: [m.cancelledTitle, m.cancelledBody, m.cancelledQuestions],
  } as const
  if (!(status in texts)) return null
  const [title, body, last] = texts[status as keyof typeof texts]
  const ready = status !== 'CANCELLED'
  return mail('order', facts.to, facts.language, () => {
    const v = values(facts)
    return {
      title: say(title, v),
      paragraphs: [
        say(m.hello, { firstName: facts.firstName }),
        say(body, v),
        ...linesList(facts, ready ? m.linesPrepared : m.linesOrdered),
        say(last, v),
        ...(ready && facts.pickupCode ? [say(m.pickupCode, { code: facts.pickupCode })] : []),
      ],
      action: action(facts),
    }
  })
}
