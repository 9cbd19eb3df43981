/**
 * The order's statuses (behaviour §3's list) and the one table of the moves between them
 * (docs/ordering.md "Statuses"): the server refuses any other move with 4205, the screens read from it
 * which statuses are final and what comes next.
 */
export const ORDER_STATUSES = [
  'TO_BE_PREPARED',
  'IN_PREPARATION',
  'ISSUING_RECEIPT',
  'TO_BE_COLLECTED',
  'TO_BE_DELIVERED',
  'COLLECTED',
  'DELIVERED',
  'NOT_COLLECTED',
  'CANCELLED',
  'ABORTED',
] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

export const PAYMENT_MODES = ['CASH', 'CREDIT_CARD'] as const
export type PaymentMode = (typeof PAYMENT_MODES)[number]

/** Who asks for a move: the customer (cancel) or the store (everything else). */
export type OrderActor = 'CUSTOMER' | 'STORE'

type Mode = 'IN_STORE' | 'DRIVE' | 'AT_HOME'

interface Move {
  to: OrderStatus
  by: OrderActor
  /** Only for orders of these delivery modes. */
  modes?: readonly Mode[]
}

const COLLECTED_MODES = ['IN_STORE', 'DRIVE'] as const

const MOVES: Record<OrderStatus, readonly Move[]> = {
  TO_BE_PREPARED: [
    { to: 'IN_PREPARATION', by: 'STORE' },
    { to: 'ABORTED', by: 'CUSTOMER' },
    { to: 'CANCELLED', by: 'STORE' },
  ],
  // Picking may start early: the customer keeps the right to cancel until the slot's cut-off.
  IN_PREPARATION: [
    { to: 'ISSUING_RECEIPT', by: 'STORE' },
    { to: 'ABORTED', by: 'CUSTOMER' },
    { to: 'CANCELLED', by: 'STORE' },
  ],
  ISSUING_RECEIPT: [
    { to: 'TO_BE_COLLECTED', by: 'STORE', modes: COLLECTED_MODES },
    { to: 'TO_BE_DELIVERED', by: 'STORE', modes: ['AT_HOME'] },
  ],
  TO_BE_COLLECTED: [
    { to: 'COLLECTED', by: 'STORE' },
    { to: 'NOT_COLLECTED', by: 'STORE' },
  ],
  TO_BE_DELIVERED: [{ to: 'DELIVERED', by: 'STORE' }],
  COLLECTED: [],
  DELIVERED: [],
  NOT_COLLECTED: [],
  CANCELLED: [],
  ABORTED: [],
}

/** True when `by` may move an order of `mode` from `from` to `to`. */
export function canMove(from: OrderStatus, to: OrderStatus, mode: Mode, by: OrderActor): boolean {
  return MOVES[from].some(
    (move) => move.to === to && move.by === by && (!move.modes || move.modes.includes(mode)),
  )
}

/** The store's next step on the way to the customer (the simulator and `npm run ops -- order advance` take it). */
export function nextStatus(from: OrderStatus, mode: Mode): OrderStatus | null {
  const forward = MOVES[from].find(
    (move) =>
      move.by === 'STORE' &&
      move.to !== 'CANCELLED' &&
      move.to !== 'NOT_COLLECTED' &&
      (!move.modes || move.modes.includes(mode)),
  )
  return forward?.to ?? null
}

export const isFinal = (status: OrderStatus) => MOVES[status].length === 0

/** The ends that give a reserved voucher's points back and free the card payment. */
export const UNDONE_STATUSES: readonly OrderStatus[] = ['CANCELLED', 'ABORTED', 'NOT_COLLECTED']

/** The ends where the customer has the shopping: it becomes a receipt and earns points. */
export const COMPLETED_STATUSES: readonly OrderStatus[] = ['COLLECTED', 'DELIVERED']

/** The statuses the customer is mailed about: ready, handed over, cancelled by the store. */
export const MAILED_STATUSES: readonly OrderStatus[] = [
  'TO_BE_COLLECTED',
  'TO_BE_DELIVERED',
  'COLLECTED',
  'DELIVERED',
  'CANCELLED',
]
