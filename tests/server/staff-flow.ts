import { eq } from 'drizzle-orm'
import { expect } from 'vitest'
import { orders } from '../../server/db/schema'
import { DEMO_STAFF_PASSWORD, demoStaffEmail } from '../../server/db/seed/staff'
import { TEST_CARDS } from '../../server/domain/orders/payments'
import type { Product } from '../../src/api/schemas/catalogue'
import type { Order } from '../../src/api/schemas/orders'
import type { StaffOrder } from '../../src/api/schemas/staff'
import type { DeliveryMode } from '../../src/api/schemas/store'
import type { TestServer } from './harness'
import { call, expectOk, freshSlot, registerConfirmed } from './helpers'

/**
 * An online order's way through the store (docs/ordering.md "The store's side") for the server
 * tests: a new customer orders, the demo staff of the store pick it, issue the receipt and hand it
 * over.
 */

export interface Wanted {
  product: Product
  quantity: number
  substitution?: { mode: 'SIMILAR' | 'SPECIFIC' | 'NONE'; productId?: number }
}

export interface Placed {
  order: Order
  token: string
  email: string
}

let keys = 0

export class StaffFlow {
  private readonly usedSlots = new Set<number>()
  private readonly tokens = new Map<number, string>()

  constructor(private readonly server: TestServer) {}

  /** A new customer's order of these lines at `storeId`, paid as asked; `headers` on each of their calls. */
  async order(
    storeId: number,
    lines: Wanted[],
    options: {
      card?: boolean
      mode?: DeliveryMode
      headers?: Record<string, string>
      /** An existing customer to order as (else a new one). */
      customer?: { token: string; email: string }
      /** Their activated coupons the order names. */
      coupons?: number[]
    } = {},
  ): Promise<Placed> {
    const { server } = this
    const headers = options.headers ?? {}
    const mode = options.mode ?? 'IN_STORE'
    const customer = options.customer ?? (await registerConfirmed(server, { firstName: 'Chiara' }))
    const token = customer.token
    const cart = expectOk(await call(server, 'cart', { token, query: { storeId }, headers }))
    for (const line of lines)
      expectOk(
        await call(server, 'setCartLine', {
          token,
          params: { cartId: cart.id, productId: line.product.id },
          body: {
            quantity: line.quantity,
            ...(line.substitution ? { substitution: line.substitution } : {}),
          },
          headers,
        }),
      )
    const slot = await freshSlot(server, storeId, mode, this.usedSlots)
    const order = expectOk(
      await call(server, 'placeOrder', {
        token,
        headers: { ...headers, 'idempotency-key': `staff-flow-${Date.now()}-${++keys}` },
        body: {
          cartId: cart.id,
          slotId: slot.id,
          deliveryMode: mode,
          ...(options.coupons ? { coupons: options.coupons } : {}),
          ...(options.card
            ? {
                paymentMode: 'CREDIT_CARD',
                card: { number: TEST_CARDS.approve, expiry: '12/40', cvc: '123' },
              }
            : { paymentMode: 'CASH' }),
        },
      }),
    )
    return { order, token, email: customer.email }
  }

  /** The demo staff member's session at the store. */
  async staffToken(storeId: number): Promise<string> {
    const kept = this.tokens.get(storeId)
    if (kept) return kept
    const login = expectOk(
      await call(this.server, 'staffLogin', {
        body: { username: demoStaffEmail(storeId), password: DEMO_STAFF_PASSWORD },
      }),
    )
    this.tokens.set(storeId, login.jwt)
    return login.jwt
  }

  async start(order: Order): Promise<StaffOrder> {
    const token = await this.staffToken(order.storeId)
    return expectOk(await call(this.server, 'staffStartOrder', { token, params: { id: order.id } }))
  }

  async substitutes(order: Order, lineId: number) {
    const token = await this.staffToken(order.storeId)
    return expectOk(await call(this.server, 'staffSubstitutes', { token, params: { id: order.id, lineId } }))
  }

  async setLine(order: Order, lineId: number, body: unknown): Promise<StaffOrder> {
    const token = await this.staffToken(order.storeId)
    return expectOk(
      await call(this.server, 'staffSetLine', { token, params: { id: order.id, lineId }, body }),
    )
  }

  /** Issues the receipt of a picked order; answers the order and its pickup code. */
  async ready(order: Order): Promise<{ ready: StaffOrder; pickupCode: string }> {
    const token = await this.staffToken(order.storeId)
    const ready = expectOk(await call(this.server, 'staffReceipt', { token, params: { id: order.id } }))
    const [row] = await this.server.running.database.db
      .select({ pickupCode: orders.pickupCode })
      .from(orders)
      .where(eq(orders.id, order.id))
    return { ready, pickupCode: row?.pickupCode ?? expect.fail('no pickup code') }
  }

  /** What the hand-over would charge or collect with these substitutes refused (changes nothing). */
  handoverAmount(order: Order, refusedLineIds: number[], storeId = order.storeId) {
    return this.staffToken(storeId).then((token) =>
      call(this.server, 'staffHandoverAmount', { token, params: { id: order.id }, body: { refusedLineIds } }),
    )
  }

  handover(order: Order, body: unknown) {
    return this.staffToken(order.storeId).then((token) =>
      call(this.server, 'staffHandover', { token, params: { id: order.id }, body }),
    )
  }
}

export const lineOf = (order: Order, product: Product) =>
  order.lines.find((l) => l.productId === product.id) ?? expect.fail(`no line of ${product.name}`)
