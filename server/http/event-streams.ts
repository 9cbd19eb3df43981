import { PassThrough } from 'node:stream'
import type { FastifyReply } from 'fastify'

/**
 * The server's side of `text/event-stream` answers (docs/ordering.md "Live status"): each open
 * stream writes events and a heartbeat comment, and is let go of completely (its timer, whatever it
 * subscribed to) when the client goes away or the server shuts down. A shutdown ends every stream at
 * once: an open stream never ends by itself, and the drain (app.ts) would otherwise wait for it.
 */

/** A comment this often keeps proxies and mobile networks from closing a quiet connection. */
export const HEARTBEAT_MS = 20_000

export class LiveStream {
  /** What the route answers with: Fastify pipes it to the response. */
  readonly body = new PassThrough()
  private readonly cleanups: (() => void)[] = []
  private ended = false

  /** Asked at each heartbeat: false ends the stream (its session ended). */
  private stillAllowed: (() => Promise<boolean>) | null = null
  private asking = false

  constructor(heartbeatMs: number) {
    const heartbeat = setInterval(() => {
      this.write(':\n\n')
      this.askAgain()
    }, heartbeatMs)
    heartbeat.unref()
    this.cleanups.push(() => clearInterval(heartbeat))
    // A comment first: the client (and any proxy) sees the stream is open before the first event.
    this.write(':\n\n')
  }

  get closed(): boolean {
    return this.ended
  }

  /** One event. `data` is JSON on one line (JSON.stringify escapes line ends), so one `data:` line. */
  send(event: string, data: unknown, id: string): void {
    this.write(`event: ${event}\nid: ${id}\ndata: ${JSON.stringify(data)}\n\n`)
  }

  /**
   * Keeps the stream open only while `check` says yes, asked at each heartbeat: a logout, made on
   * any instance, ends the stream within a heartbeat. A check that fails (the database away for a
   * moment) keeps the stream: the next heartbeat asks again.
   */
  keepWhile(check: () => Promise<boolean>): void {
    this.stillAllowed = check
  }

  private askAgain(): void {
    const check = this.stillAllowed
    if (!check || this.asking || this.ended) return
    this.asking = true
    check()
      .then((allowed) => {
        if (!allowed) this.close()
      })
      .catch(() => {})
      .finally(() => {
        this.asking = false
      })
  }

  /** Runs when the stream ends, however it ends (exactly once). */
  onClose(cleanup: () => void): void {
    if (this.ended) cleanup()
    else this.cleanups.push(cleanup)
  }

  /** Ends the stream: the response finishes and everything it held is let go. */
  close(): void {
    if (this.ended) return
    this.ended = true
    for (const cleanup of this.cleanups.splice(0)) {
      try {
        cleanup()
      } catch {
        // A cleanup that throws must not keep the others (or the end of the response) from running.
      }
    }
    this.body.end()
  }

  private write(text: string): void {
    if (!this.ended) this.body.write(text)
  }
}

export class EventStreams {
  private readonly open = new Set<LiveStream>()
  private closing = false

  /**
   * `opened` hears of each stream's request as its stream starts: the drain stops counting it as
   * under way (closeAll ends it).
   */
  constructor(
    private readonly heartbeatMs = HEARTBEAT_MS,
    private readonly opened: (request: object) => void = () => {},
  ) {}

  /** A stream for this request, closed when its connection closes. */
  start(reply: FastifyReply): LiveStream {
    const stream = new LiveStream(this.heartbeatMs)
    this.opened(reply.request)
    this.open.add(stream)
    stream.onClose(() => this.open.delete(stream))
    // The client went away (or the response ended): let go of it.
    reply.raw.once('close', () => stream.close())
    if (this.closing) stream.close()
    return stream
  }

  /** How many streams are open (tests, the bench). */
  get size(): number {
    return this.open.size
  }

  /** The server shuts down: every stream ends now, and any opened from now on ends at once. */
  closeAll(): void {
    this.closing = true
    for (const stream of [...this.open]) stream.close()
  }
}
