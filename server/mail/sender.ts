import type { Db } from '../db/connect'
import { claimDueMail, markFailed, markSent, type OutboxRow, releaseMail } from './outbox'
import type { MailTransport } from './transports'

export interface SenderOptions {
  /** The server's clock: due times, leases and retries follow it (tests move it). */
  now: () => Date
  /** How often to look for mail that no wake-up announced (another instance's, or left by a crash); null: never. */
  pollMs?: number | null
  /** How long a sender holds the mails it took; past it, they are taken to be abandoned. */
  leaseMs?: number
  /** How many mails one claim takes. */
  batch?: number
  /** The wait after the first failed attempt, doubled after each next one up to `maxRetryMs`. */
  firstRetryMs?: number
  maxRetryMs?: number
  /** A mail not delivered by this age is left alone: the links it carries have expired. */
  giveUpAfterMs?: number
  /** Told about each failed attempt and about any trouble with the database. */
  onError?: (error: unknown, row: OutboxRow | null) => void
}

const DEFAULTS = {
  pollMs: 30_000,
  leaseMs: 5 * 60_000,
  batch: 10,
  firstRetryMs: 30_000,
  maxRetryMs: 3600_000,
  giveUpAfterMs: 7 * 24 * 3600_000,
}

/** The wait before the next attempt, once `attempts` have failed. */
export function retryDelay(attempts: number, first: number, max: number): number {
  return Math.min(max, first * 2 ** Math.max(0, attempts - 1))
}

/**
 * Delivers the outbox after commit. It is woken right after a commit that queued mail, and polls for
 * what it was not told about. It takes due mails with a lease, so that several senders (several
 * server instances on one PostgreSQL) never deliver one mail at the same time; a failed attempt is
 * retried later, with a wait that doubles each time up to a cap, and its error is kept on the row.
 */
export class MailSender {
  private readonly options: Required<Omit<SenderOptions, 'onError'>> & Pick<SenderOptions, 'onError'>
  private running: Promise<void> | null = null
  /** Set by a wake-up: the current round looks once more before it ends. */
  private pending = false
  private stopped = false
  private timer: NodeJS.Timeout | null = null

  constructor(
    private readonly db: Db,
    private readonly transport: MailTransport,
    options: SenderOptions,
  ) {
    this.options = { ...DEFAULTS, ...options }
  }

  get outboxDir(): string | null {
    return this.transport.outboxDir
  }

  /** Starts polling (and delivers what is due now). */
  start(): void {
    if (this.options.pollMs !== null && !this.timer) {
      this.timer = setInterval(() => this.wake(), this.options.pollMs)
      this.timer.unref()
    }
    this.wake()
  }

  /** There may be mail to deliver: look now, or once more after the round under way. */
  wake(): void {
    if (this.stopped) return
    this.pending = true
    if (!this.running) this.running = this.deliverAll()
  }

  /** Delivers every mail committed and due by now; resolves when the round is over. */
  async flush(): Promise<void> {
    this.wake()
    await this.running
  }

  /** Waits for the round under way, if any, without starting one. */
  async settled(): Promise<void> {
    await this.running
  }

  /** Stops polling and waiting for wake-ups; the delivery under way finishes first. */
  async stop(): Promise<void> {
    this.stopped = true
    if (this.timer) clearInterval(this.timer)
    await this.running
    this.transport.close()
  }

  private async deliverAll(): Promise<void> {
    try {
      while (this.pending && !this.stopped) {
        this.pending = false
        while (!this.stopped && (await this.deliverBatch()) > 0) {}
      }
    } catch (error) {
      // The database failed us: the lease on what was taken runs out and the next round tries again.
      this.options.onError?.(error, null)
    } finally {
      this.running = null
    }
  }

  /** Claims a batch of due mails and delivers them; the number claimed. */
  private async deliverBatch(): Promise<number> {
    const { leaseMs, batch, giveUpAfterMs } = this.options
    const now = this.options.now()
    const rows = await claimDueMail(this.db, {
      now,
      lockedUntil: new Date(now.getTime() + leaseMs),
      limit: batch,
      notBefore: new Date(now.getTime() - giveUpAfterMs),
    })
    for (const row of rows) {
      if (this.stopped) await releaseMail(this.db, row)
      else await this.deliver(row)
    }
    return rows.length
  }

  private async deliver(row: OutboxRow): Promise<void> {
    try {
      await this.transport.deliver(row)
    } catch (error) {
      this.options.onError?.(error, row)
      const wait = retryDelay(row.attempts, this.options.firstRetryMs, this.options.maxRetryMs)
      const retryAt = new Date(this.options.now().getTime() + wait)
      await markFailed(this.db, row, error instanceof Error ? error.message : String(error), retryAt)
      return
    }
    await markSent(this.db, row, this.options.now())
  }
}
