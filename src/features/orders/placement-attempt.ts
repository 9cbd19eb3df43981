import type { PlaceOrderRequest } from '../../api/schemas/orders'

/**
 * The Idempotency-Key of each attempt to place an order. An attempt is one request: the same request
 * sent again — a double tap, a retry after the network failed with the answer on its way — carries the
 * same key, so the server answers the order it placed the first time and never places a second one.
 * Any change (another window, another card) is a new attempt with a new key: the server refuses a key
 * reused for another request (48). Kept in memory only: the request holds the card's number.
 */
export class PlacementAttempts {
  private last: { key: string; request: string } | null = null

  constructor(private readonly makeKey: () => string = () => crypto.randomUUID()) {}

  keyFor(request: PlaceOrderRequest): string {
    const asked = JSON.stringify(request)
    if (this.last?.request !== asked) this.last = { key: this.makeKey(), request: asked }
    return this.last.key
  }

  /** The order is placed (or the checkout left): the next request is a new attempt. */
  forget(): void {
    this.last = null
  }
}
