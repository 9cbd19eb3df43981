/**
 * The live channel (docs/ordering.md "Live status"): after a commit the domain says which things
 * changed (DomainContext.ordersChanged, listsChanged), and every instance of the server hears it, so
 * the streams it holds can tell their customers or store. On PGlite there is one process and a feed
 * is in memory; on PostgreSQL it is LISTEN/NOTIFY (postgres-order-feed.ts). There is one feed per
 * kind of thing: the orders (numeric ids) and the shopping lists (UUIDs, docs/lists-sharing.md).
 */

/**
 * Changes since `since` may not have been heard (the feed's connection was lost and is back):
 * whoever listens reloads what it shows.
 */
export interface MissedMessage {
  kind: 'missed'
  since: Date
}

/** A feed of changes to things with ids `Id`; `Changed` is how its listeners hear a change. */
export interface LiveFeed<Id, Changed> {
  /** Tells every instance that these changed; called after their transaction committed. */
  publish(ids: readonly Id[]): void
  /** Hears every message from now on, until the returned function is called. */
  subscribe(listener: (message: Changed | MissedMessage) => void): () => void
  /** Stops hearing (the server stops). */
  close(): Promise<void>
  /** How many listen now: every open stream is one (tests and the bench see none is leaked). */
  readonly listenerCount: number
}

export type OrderFeedMessage =
  /** These orders changed (committed). */
  { kind: 'changed'; orderIds: readonly number[] } | MissedMessage

export type OrderFeedListener = (message: OrderFeedMessage) => void

export type OrderFeed = LiveFeed<number, Extract<OrderFeedMessage, { kind: 'changed' }>>

export type ListFeedMessage =
  /** These lists changed (committed): an item, the name, a member joined or left, deleted. */
  { kind: 'changed'; listIds: readonly string[] } | MissedMessage

export type ListFeed = LiveFeed<string, Extract<ListFeedMessage, { kind: 'changed' }>>

export const orderChanges = (orderIds: readonly number[]) => ({ kind: 'changed', orderIds }) as const
export const listChanges = (listIds: readonly string[]) => ({ kind: 'changed', listIds }) as const

/** The listeners of a feed: a listener that throws must not keep the message from the others. */
export class FeedListeners<M = OrderFeedMessage> {
  private readonly listeners = new Set<(message: M) => void>()

  constructor(private readonly onListenerError: (error: unknown) => void) {}

  add(listener: (message: M) => void): () => void {
    this.listeners.add(listener)
    return () => {
      this.listeners.delete(listener)
    }
  }

  tell(message: M): void {
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
export function memoryFeed<Id, Changed>(
  changed: (ids: readonly Id[]) => Changed,
  onListenerError: (error: unknown) => void = () => {},
): LiveFeed<Id, Changed> {
  const listeners = new FeedListeners<Changed | MissedMessage>(onListenerError)
  return {
    publish(ids) {
      if (ids.length === 0) return
      // After the publisher's own work: a listener's reads must not run inside its call.
      const message = changed([...ids])
      queueMicrotask(() => listeners.tell(message))
    },
    subscribe: (listener) => listeners.add(listener),
    async close() {},
    get listenerCount() {
      return listeners.size
    },
  }
}

export function memoryOrderFeed(onListenerError: (error: unknown) => void = () => {}): OrderFeed {
  return memoryFeed(orderChanges, onListenerError)
}

export function memoryListFeed(onListenerError: (error: unknown) => void = () => {}): ListFeed {
  return memoryFeed(listChanges, onListenerError)
}
