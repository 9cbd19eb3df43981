import { type Endpoint, endpoints } from '../../src/api/endpoints'
import { shopEndpoints } from '../../src/api/shop-endpoints'

/**
 * The public searches answered from memory (stores, the catalogue): cheap each, but the most
 * frequent calls, and nothing but a connection's speed limits how many come at once.
 */
export const CHEAP_READS: ReadonlySet<Endpoint> = new Set<Endpoint>([
  endpoints.stores,
  endpoints.ecommerceStores,
  shopEndpoints.products,
])

/**
 * Admission for the cheap reads: at most `perTurn` of them run in one turn of the event loop, the
 * rest wait for the next turns, in order. Under a load past what the core can serve, the searches
 * would otherwise fill every turn, and a call that needs the database (the card, an order) would
 * wait behind all of them at each of its round trips; with the lane, each turn also serves what
 * the database answered. Nothing is refused: a search waits a little longer instead. With no
 * load, a search never waits (the first `perTurn` of a turn go at once).
 */
export class ReadLane {
  private readonly waiting: (() => void)[] = []
  private admitted = 0
  private turnScheduled = false

  constructor(private readonly perTurn: number) {}

  /** Resolves when the read may run. */
  admit(): Promise<void> | undefined {
    this.scheduleTurn()
    if (this.admitted < this.perTurn && this.waiting.length === 0) {
      this.admitted += 1
      return undefined
    }
    return new Promise((resolve) => this.waiting.push(resolve))
  }

  /** Reads waiting for a turn. */
  get queued(): number {
    return this.waiting.length
  }

  private scheduleTurn(): void {
    if (this.turnScheduled) return
    this.turnScheduled = true
    // setImmediate runs after the turn's I/O (the poll phase): a new turn's budget starts there.
    setImmediate(() => this.nextTurn())
  }

  private nextTurn(): void {
    this.turnScheduled = false
    this.admitted = 0
    while (this.admitted < this.perTurn && this.waiting.length > 0) {
      this.admitted += 1
      this.waiting.shift()?.()
    }
    if (this.waiting.length > 0) this.scheduleTurn()
  }
}
