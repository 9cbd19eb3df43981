import type { SessionKeys } from '../../auth/sessions'
import type { Db } from '../../db/connect'
import { enqueueMail } from '../../mail/outbox'
import type { Mail } from '../../mail/templates'
import { DomainError, type Refusal } from './errors'

/** What domain code works with, handed over by its caller (the routes, a test). */
export interface DomainContext {
  db: Db
  /** The one clock: sessions, links, age checks and timestamps read it, so tests can move time. */
  now: () => Date
  keys: SessionKeys
  /** Where the links in mails point, e.g. http://localhost:3000 */
  publicUrl: string
  /** Told after a commit that queued mail, so that it leaves now rather than at the next poll. */
  mailQueued: () => void
  /**
   * Told after a commit which orders it changed (status, a line, an arrival), so that their live
   * streams tell the customer and the store (docs/ordering.md "Live status"). None: nobody listens.
   */
  ordersChanged?: (orderIds: readonly number[]) => void
  /**
   * Told after a commit which shopping lists it changed (an item, the name, a member, deleted), so
   * that their members' live streams show it (docs/lists-sharing.md). None: nobody listens.
   */
  listsChanged?: (listIds: readonly string[]) => void
}

/** A transaction at work: its handle, the one instant it acts at, and the mail it sends. */
export interface Tx {
  db: Db
  at: Date
  publicUrl: string
  /** Puts a mail in the outbox, in this transaction: it leaves after the commit, or never. */
  queueMail(mail: Mail): Promise<void>
  /** Notes that this transaction changes an order: its streams are told after the commit, or never. */
  orderChanged(orderId: number): void
  /** Notes that this transaction changes a shopping list: its members are told after the commit. */
  listChanged(listId: string): void
}

/**
 * Runs `work` in one transaction: everything it writes is kept, or nothing is. When a unique index
 * refuses a write (another request took the same e-mail or card meanwhile, past the checks `work`
 * made), the refusal is `onDuplicate`.
 */
export async function inTransaction<T>(
  ctx: DomainContext,
  work: (tx: Tx) => Promise<T>,
  onDuplicate?: Refusal,
): Promise<T> {
  const at = ctx.now()
  let queued = false
  const changedOrders = new Set<number>()
  const changedLists = new Set<string>()
  try {
    const result = await ctx.db.transaction((db) =>
      work({
        db,
        at,
        publicUrl: ctx.publicUrl,
        async queueMail(mail) {
          await enqueueMail(db, mail, at)
          queued = true
        },
        orderChanged(orderId) {
          changedOrders.add(orderId)
        },
        listChanged(listId) {
          changedLists.add(listId)
        },
      }),
    )
    if (queued) ctx.mailQueued()
    if (changedOrders.size > 0) ctx.ordersChanged?.([...changedOrders])
    if (changedLists.size > 0) ctx.listsChanged?.([...changedLists])
    return result
  } catch (error) {
    if (onDuplicate && isUniqueViolation(error)) throw new DomainError(onDuplicate)
    throw error
  }
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true
  }
  return false
}
