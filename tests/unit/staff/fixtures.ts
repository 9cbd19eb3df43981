import { HttpResponse, http } from 'msw'
import * as v from 'valibot'
import { withCheckDigit } from '../../../src/api/card-code'
import { RefusalDetail } from '../../../src/api/envelope'
import {
  HandoverAmount,
  StaffOrder,
  type StaffOrderLine,
  StaffOrderSummary,
  StaffSubstitute,
} from '../../../src/api/schemas/staff'
import { romeDay } from '../../../src/features/staff/queue-day'
import { staffSession } from '../../../src/features/staff/staff-session'
import { formatTime } from '../../../src/ui/format/dates'
import { API } from '../render'

/** Every fixture goes through the contract's schemas: a shape the server cannot answer fails here. */
export const member = { id: 4, name: 'Giulia Bianchi', storeId: 11 }

export function logInStaff(): void {
  staffSession.start(member, 'staff-token')
}

/** Today in Rome: the queue asks for today's orders, and live events go to their slot's day. */
export const today = romeDay(new Date())
const slot = (id: number, start: string, end: string) => ({
  id,
  start: `${today}T${start}:00.000Z`,
  end: `${today}T${end}:00.000Z`,
})
export const morning = slot(31, '08:00', '10:00')
export const noon = slot(32, '10:00', '12:00')
/** "09:00–11:00": a slot as the screens write it (Rome's time, summer or winter). */
export const slotText = (s: { start: string; end: string }) => `${formatTime(s.start)}–${formatTime(s.end)}`

export function summary(fields: Partial<StaffOrderSummary> & { id: number }): StaffOrderSummary {
  return v.parse(StaffOrderSummary, {
    slot: morning,
    deliveryMode: 'IN_STORE',
    status: 'TO_BE_PREPARED',
    lineCount: 3,
    customerFirstName: 'Mario',
    ...fields,
  })
}

/** A page of the staff's queue as the server answers it. */
export function queuePage(orders: StaffOrderSummary[]) {
  return { code: 0, data: orders, totalPages: 1, number: 0 }
}

const MILK_EAN = withCheckDigit('800120000001')
const PASTA_EAN = withCheckDigit('800120000002')
/** A weighed product's variable-measure EAN: '2', six digits, five zeros (the grams on a label). */
export const CHEESE_EAN = withCheckDigit('220000100000')

export const milk: StaffOrderLine = {
  id: 101,
  productId: 1,
  ean: MILK_EAN,
  name: 'Latte intero 1 l',
  department: 'DAIRY',
  departmentName: 'Latticini, uova e salumi',
  quantity: 2,
  unit: 'PIECE',
  priceCents: 129,
  amountCents: 258,
  substitution: { mode: 'SIMILAR' },
  missing: false,
}
export const pasta: StaffOrderLine = {
  id: 102,
  productId: 2,
  ean: PASTA_EAN,
  name: 'Spaghetti 500 g',
  department: 'PANTRY',
  departmentName: 'Dispensa',
  quantity: 1,
  unit: 'PIECE',
  priceCents: 99,
  amountCents: 99,
  substitution: { mode: 'NONE' },
  missing: false,
}
export const cheese: StaffOrderLine = {
  id: 103,
  productId: 3,
  ean: CHEESE_EAN,
  name: 'Fontina al banco',
  department: 'DAIRY',
  departmentName: 'Latticini, uova e salumi',
  quantity: 2,
  unit: 'KG',
  estimatedWeightGrams: 250,
  priceCents: 1890,
  amountCents: 945,
  substitution: { mode: 'SIMILAR' },
  missing: false,
}

export function staffOrder(fields: Partial<StaffOrder> = {}): StaffOrder {
  return v.parse(StaffOrder, {
    id: 71,
    slot: noon,
    deliveryMode: 'DRIVE',
    status: 'IN_PREPARATION',
    lineCount: 3,
    customerFirstName: 'Mario',
    paymentMode: 'CREDIT_CARD',
    notes: null,
    placedAt: `${today}T06:00:00.000Z`,
    cutoffAt: `${today}T08:00:00.000Z`,
    lines: [milk, cheese, pasta],
    authorisedCents: 1600,
    pickedTotalCents: 0,
    deliveryFeeCents: 0,
    voucherCents: 0,
    totalCents: 1302,
    finalTotalCents: null,
    pickupCodeTriesLeft: 5,
    actions: [{ at: `${today}T07:00:00.000Z`, staffName: 'Giulia Bianchi', what: 'Preparazione iniziata' }],
    ...fields,
  })
}

export const similarYogurt = v.parse(StaffSubstitute, {
  productId: 9,
  ean: withCheckDigit('800120000009'),
  name: 'Latte parzialmente scremato 1 l',
  brand: 'Valle',
  department: 'DAIRY',
  departmentName: 'Latticini, uova e salumi',
  unit: 'PIECE',
  priceCents: 119,
  imageUrl: '/media/products/9.svg',
})

export const ok = (data: unknown) => HttpResponse.json({ code: 0, data })
export const refused = (code: number) => HttpResponse.json({ code, message: 'rifiutato' })
/** A refusal with its detail (57: the most the line may cost or weigh). */
export const refusedWith = (code: number, detail: RefusalDetail) =>
  HttpResponse.json({ code, message: 'rifiutato', detail: v.parse(RefusalDetail, detail) })

/** GET /cli/staff/orders/{id} answering `order`. */
export const orderHandler = (order: StaffOrder) =>
  http.get(`${API}/staff/orders/${order.id}`, () => ok(order))

/**
 * POST /cli/staff/orders/{id}/handover/amount, asked by the hand-over's confirmation each time it
 * opens: `answer` gives the reply to the substitutes refused (an amount, through the contract's
 * schema, or any response: a refusal, one held back); `asked` records each call's refusals.
 */
export function handoverAmountHandler(
  answer: (refusedLineIds: number[]) => HandoverAmount | Response | Promise<Response>,
  orderId = 71,
) {
  const asked: number[][] = []
  const handler = http.post(`${API}/staff/orders/${orderId}/handover/amount`, async ({ request }) => {
    const { refusedLineIds } = (await request.json()) as { refusedLineIds: number[] }
    asked.push(refusedLineIds)
    const reply = await answer(refusedLineIds)
    return reply instanceof Response ? reply : ok(v.parse(HandoverAmount, reply))
  })
  return { handler, asked }
}
