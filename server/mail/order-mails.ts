import type { OrderStatus } from '../../src/api/order-machine'
import type { DeliveryMode } from '../../src/api/schemas/store'
import { type Language, say } from '../language'
import { mailMessages as m } from './mail-messages'
import { type Mail, mail } from './templates'

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
}

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

export function orderPlacedMail(facts: OrderMailFacts): Mail {
  return mail('order', facts.to, facts.language, () => {
    const v = values(facts)
    return {
      title: say(m.placedTitle, v),
      paragraphs: [
        say(m.hello, { firstName: facts.firstName }),
        say(m.placedBody, v),
        say(m.placedTotal, v),
        say(m.placedCancel),
      ],
      action: action(facts),
    }
  })
}

/** The statuses the customer is mailed about (order-machine's MAILED_STATUSES). */
export function orderStatusMail(facts: OrderMailFacts, status: OrderStatus): Mail | null {
  const texts = {
    TO_BE_COLLECTED: [m.collectTitle, m.collectBody, m.collectTotal],
    TO_BE_DELIVERED: [m.deliverTitle, m.deliverBody, m.receiptTotal],
    CANCELLED: [m.cancelledTitle, m.cancelledBody, m.cancelledQuestions],
  } as const
  if (!(status in texts)) return null
  const [title, body, last] = texts[status as keyof typeof texts]
  return mail('order', facts.to, facts.language, () => {
    const v = values(facts)
    return {
      title: say(title, v),
      paragraphs: [say(m.hello, { firstName: facts.firstName }), say(body, v), say(last, v)],
      action: action(facts),
    }
  })
}
