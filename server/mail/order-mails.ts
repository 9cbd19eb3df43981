import type { OrderStatus } from '../../src/api/order-machine'
import type { DeliveryMode } from '../../src/api/schemas/store'
import { type Mail, mail } from './templates'

/** What an order's mail tells: enough to recognise the order without opening the app. */
export interface OrderMailFacts {
  to: string
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

const euro = (cents: number) =>
  new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' }).format(cents / 100)

/** "martedì 24 novembre, 10:00–12:00", on the store's clock. */
function slotText(start: Date, end: Date): string {
  const day = new Intl.DateTimeFormat('it-IT', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'Europe/Rome',
  }).format(start)
  const time = new Intl.DateTimeFormat('it-IT', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Rome',
  })
  return `${day}, ${time.format(start)}–${time.format(end)}`
}

const HOW: Record<DeliveryMode, string> = {
  IN_STORE: 'ritiro in negozio',
  DRIVE: 'ritiro in auto (drive)',
  AT_HOME: 'consegna a domicilio',
}

const action = (facts: OrderMailFacts) => ({ label: 'Vedi l’ordine', url: facts.link })

export function orderPlacedMail(facts: OrderMailFacts): Mail {
  return mail(
    'order',
    facts.to,
    `Ordine n. ${facts.orderId} ricevuto`,
    [
      `Ciao ${facts.firstName},`,
      `abbiamo ricevuto il tuo ordine n. ${facts.orderId} presso ${facts.storeName}: ${HOW[facts.deliveryMode]} ${slotText(facts.slotStart, facts.slotEnd)}.`,
      `Totale stimato: ${euro(facts.totalCents)}. I prodotti a peso sono pesati durante la preparazione: l’importo finale è quello dello scontrino.`,
      'Puoi annullare l’ordine dalla sua pagina fino a quando la preparazione non è iniziata.',
    ],
    action(facts),
  )
}

/** The statuses the customer is mailed about (order-machine's MAILED_STATUSES). */
export function orderStatusMail(facts: OrderMailFacts, status: OrderStatus): Mail | null {
  switch (status) {
    case 'TO_BE_COLLECTED':
      return mail(
        'order',
        facts.to,
        `Ordine n. ${facts.orderId} pronto per il ritiro`,
        [
          `Ciao ${facts.firstName},`,
          `il tuo ordine n. ${facts.orderId} è pronto: ti aspettiamo presso ${facts.storeName} per il ${HOW[facts.deliveryMode]} ${slotText(facts.slotStart, facts.slotEnd)}.`,
          `Importo dello scontrino: ${euro(facts.totalCents)}. Porta con te la carta fedeltà, anche sul telefono.`,
        ],
        action(facts),
      )
    case 'TO_BE_DELIVERED':
      return mail(
        'order',
        facts.to,
        `Ordine n. ${facts.orderId} in consegna`,
        [
          `Ciao ${facts.firstName},`,
          `il tuo ordine n. ${facts.orderId} è pronto e arriverà ${slotText(facts.slotStart, facts.slotEnd)}.`,
          `Importo dello scontrino: ${euro(facts.totalCents)}.`,
        ],
        action(facts),
      )
    case 'CANCELLED':
      return mail(
        'order',
        facts.to,
        `Ordine n. ${facts.orderId} annullato`,
        [
          `Ciao ${facts.firstName},`,
          `ci dispiace: ${facts.storeName} ha dovuto annullare il tuo ordine n. ${facts.orderId}. Non ti è stato addebitato nulla e, se avevi usato un buono sconto, i punti sono tornati sulla tua carta.`,
          'Per qualsiasi domanda rispondi a questa email o chiedi al personale del negozio.',
        ],
        action(facts),
      )
    default:
      return null
  }
}
