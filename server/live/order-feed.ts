/**
 * The change feed of orders (docs/ordering.md "Live status"): after a commit the domain says which
 * orders changed (DomainContext.ordersChanged), and every instance of the server hears it, so the
 * streams it holds can tell their customer or store. On PGlite there is one process and the feed is
 * in memory; on PostgreSQL it is LISTEN/NOTIFY (postgres-order-feed.ts).
 */

export type OrderFeedMessage =
  /** These orders changed (committed). */
  | { kind: 'changed'; orderIds: readonly number[] }
  /**
   * Changes since `since` may not have been heard (the feed's connection was lost and is back):
   * whoever listens reloads what it shows.
   */
  | { kind: 'missed'; since: Date }

export type OrderFeedListener = (message: OrderFeedMessage) => void

export interface OrderFeed {
  /** Tells every instance that these orders changed; called after their transaction committed. */
  publish(orderIds: readonly number[]): void
  /** Hears every message from now on, until the returned function is called. */
  subscribe(listener: OrderFeedListener): () => void
  /** Stops hearing (the server stops). */
  close(): Promise<void>
  /** How many listen now: every open stream is one (tests and the bench see none is leaked). */
  readonly listenerCount: number
}

/** The listeners of a feed: a listener that throws must not keep the message from the others. */
export class FeedListeners {
  private readonly listeners = new Set<OrderFeedListener>()

  constructor(private readonly onListenerError: (error: unknown) => void) {}

  add(listener: OrderFeedListener): () => void {
    this.listeners.add(listener)
    return () => {
      this.listeners.delete(listener)
    }
  }

  tell(message: OrderFeedMessage): void {
    for (const listener of [...this.listeners]) {
      try {
        listener(message)
      } catch (error) {
        this.onListenerError(error)
      }
    }
  }

  get size(): number {
    return this.listeners.size
  }
}

/** One process (PGlite): what is published is heard here, at once. */
export function memoryOrderFeed(onListenerError: (error: unknown) => void = () => {}): OrderFeed {
  const listeners = new FeedListeners(onListenerError)
  return {
    publish(orderIds) {
      if (orderIds.length === 0) return
      // After the publisher's own work: a listener's reads must not run inside its call.
      const message: OrderFeedMessage = { kind: 'changed', orderIds: [...orderIds] }
      queueMicrotask(() => listeners.tell(message))
    },
    subscribe: (listener) => listeners.add(listener),
    async close() {},
    get listenerCount() {
      return listeners.size
    },
  }
}
