import { config } from '../config'
import { ApiError } from './errors'
import { sessionToken } from './session-token'

/**
 * Following a `text/event-stream` of the /cli API (docs/ordering.md "Live status").
 *
 * Not EventSource: it can send neither the bearer token nor `x-requested-with`, without which the
 * server does not read the session cookie (server/auth/authenticate.ts, the CSRF guard). So the
 * stream is read with fetch and parsed here, following the HTML standard's rules for event streams.
 */

export interface ServerEvent {
  event: string
  data: string
  id?: string
}

export type StreamState = 'connecting' | 'open' | 'waiting'

/**
 * The parser of the event-stream format (HTML "9.2.6 Interpreting an event stream"): lines end in
 * CRLF, LF or CR; `:` starts a comment (the server's heartbeats); `data` lines join with LF; an
 * empty line dispatches; `id` persists across events until changed; `retry` sets the reconnection
 * delay; an event not ended by an empty line when the stream ends is dropped.
 */
export class EventStreamParser {
  private buffer = ''
  private first = true
  private eventType = ''
  private data: string[] = []
  /** The last event ID buffer: kept across events and across connections (Last-Event-ID). */
  lastEventId = ''

  constructor(
    private readonly onEvent: (event: ServerEvent) => void,
    private readonly onRetry: (milliseconds: number) => void = () => {},
  ) {}

  /** Feeds decoded text; events are dispatched as soon as their empty line arrives. */
  push(text: string): void {
    let chunk = text
    if (this.first && chunk.length > 0) {
      this.first = false
      if (chunk.charCodeAt(0) === 0xfeff) chunk = chunk.slice(1)
    }
    this.buffer += chunk
    let start = 0
    for (let index = 0; index < this.buffer.length; index++) {
      const char = this.buffer[index]
      if (char !== '\n' && char !== '\r') continue
      if (char === '\r' && index === this.buffer.length - 1) break // maybe CRLF split across chunks
      this.line(this.buffer.slice(start, index))
      if (char === '\r' && this.buffer[index + 1] === '\n') index++
      start = index + 1
    }
    this.buffer = this.buffer.slice(start)
  }

  /** The stream ended: a lone CR still ends its line; a half event is discarded, as the spec says. */
  end(): void {
    if (this.buffer === '\r') this.line('')
    this.buffer = ''
    this.first = true
    this.eventType = ''
    this.data = []
  }

  private line(line: string): void {
    if (line === '') {
      this.dispatch()
      return
    }
    if (line.startsWith(':')) return
    const colon = line.indexOf(':')
    const field = colon === -1 ? line : line.slice(0, colon)
    let value = colon === -1 ? '' : line.slice(colon + 1)
    if (value.startsWith(' ')) value = value.slice(1)
    switch (field) {
      case 'event':
        this.eventType = value
        break
      case 'data':
        this.data.push(value)
        break
      case 'id':
        if (!value.includes('\0')) this.lastEventId = value
        break
      case 'retry':
        if (/^\d+$/.test(value)) this.onRetry(Number(value))
        break
      default:
        break // unknown fields are ignored
    }
  }

  private dispatch(): void {
    const type = this.eventType || 'message'
    const data = this.data
    this.eventType = ''
    this.data = []
    if (data.length === 0) return
    const event: ServerEvent = { event: type, data: data.join('\n') }
    if (this.lastEventId !== '') event.id = this.lastEventId
    this.onEvent(event)
  }
}

export interface FollowOptions {
  signal: AbortSignal
  onEvent: (event: ServerEvent) => void
  onState?: (state: StreamState) => void
}

/** What the follower needs from its surroundings; the app's are the browser's, tests pass theirs. */
export interface StreamSurroundings {
  fetch: typeof fetch
  /** The /cli prefix that `path` is under (config.api.baseUrl). */
  baseUrl: string
  /** The customer's bearer token, if the app holds one. */
  getToken: () => string | null
  /** Subscribes to "the device is back online"; returns the unsubscribe. */
  onOnline: (listener: () => void) => () => void
  random: () => number
  /** The first reconnection delay (doubled at each failure in a row) and its cap. */
  initialDelayMs: number
  maxDelayMs: number
}

const browserSurroundings = (): StreamSurroundings => ({
  fetch: (input, init) => globalThis.fetch(input, init),
  baseUrl: config.api.baseUrl,
  getToken: sessionToken.get,
  onOnline: (listener) => {
    if (typeof globalThis.addEventListener !== 'function') return () => {}
    globalThis.addEventListener('online', listener)
    return () => globalThis.removeEventListener('online', listener)
  },
  random: Math.random,
  initialDelayMs: 1000,
  maxDelayMs: 30_000,
})

/** Answers after which trying again cannot help: no session, the wrong session, nothing there. */
const FINAL_STATUSES = new Set([401, 403, 404])

/**
 * Follows the event stream at `path` (under the API's prefix, e.g. `/orders/42/events`) until
 * `signal` aborts, then resolves. Every event goes to `onEvent`. A dropped or refused connection is
 * tried again after a growing, jittered delay capped at about 30 s (at once when the device comes
 * back online), sending `Last-Event-ID` so the server can skip what was already seen. HTTP 401, 403
 * and 404 end it: the promise rejects with the ApiError of that status.
 */
export function followEventStream(path: string, options: FollowOptions): Promise<void> {
  return followWith(browserSurroundings(), path, options)
}

export async function followWith(
  surroundings: StreamSurroundings,
  path: string,
  { signal, onEvent, onState }: FollowOptions,
): Promise<void> {
  let retryBase = surroundings.initialDelayMs
  const parser = new EventStreamParser(
    (event) => {
      if (!signal.aborted) onEvent(event)
    },
    (milliseconds) => {
      retryBase = milliseconds
    },
  )
  let failures = 0

  while (!signal.aborted) {
    onState?.('connecting')
    const headers: Record<string, string> = {
      accept: 'text/event-stream',
      'x-requested-with': 'tessera',
    }
    // A staff call refuses a customer's token (403), and staff have no bearer in the app: the
    // staff session travels in its cookie only.
    const token = path.startsWith('/staff/') ? null : surroundings.getToken()
    if (token) headers.authorization = `Bearer ${token}`
    if (parser.lastEventId !== '') headers['last-event-id'] = parser.lastEventId

    try {
      const response = await surroundings.fetch(surroundings.baseUrl + path, {
        method: 'GET',
        headers,
        credentials: 'include',
        cache: 'no-store',
        signal,
      })
      if (FINAL_STATUSES.has(response.status)) {
        void response.body?.cancel().catch(() => {})
        throw ApiError.communication(response.status)
      }
      const type = response.headers.get('content-type') ?? ''
      if (response.ok && response.body && type.startsWith('text/event-stream')) {
        onState?.('open')
        failures = 0
        await readAll(response.body, parser, signal)
      } else {
        void response.body?.cancel().catch(() => {})
        failures++
      }
    } catch (error) {
      if (error instanceof ApiError) throw error
      if (signal.aborted) break
      failures++
    } finally {
      parser.end()
    }
    if (signal.aborted) break
    onState?.('waiting')
    // A stream that ended cleanly (a server restarting) is tried again after the first delay.
    const delay = reconnectDelay(
      Math.max(failures, 1),
      retryBase,
      surroundings.maxDelayMs,
      surroundings.random,
    )
    await pause(surroundings, delay, signal)
  }
}

/**
 * The wait before the next try: doubling from `base` at each failure in a row up to `max`, with
 * equal jitter (half fixed, half random) so that the many clients a restarting server dropped do
 * not all come back in the same instant.
 */
export function reconnectDelay(failures: number, base: number, max: number, random: () => number): number {
  const ceiling = Math.min(max, base * 2 ** Math.min(Math.max(failures, 1) - 1, 16))
  return ceiling / 2 + random() * (ceiling / 2)
}

function pause(surroundings: StreamSurroundings, milliseconds: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) {
      resolve()
      return
    }
    const done = () => {
      clearTimeout(timer)
      unsubscribe()
      signal.removeEventListener('abort', done)
      resolve()
    }
    const timer = setTimeout(done, milliseconds)
    const unsubscribe = surroundings.onOnline(done)
    signal.addEventListener('abort', done)
  })
}

async function readAll(
  body: ReadableStream<Uint8Array>,
  parser: EventStreamParser,
  signal: AbortSignal,
): Promise<void> {
  const reader = body.getReader()
  const decoder = new TextDecoder('utf-8')
  const cancel = () => {
    reader.cancel().catch(() => {})
  }
  signal.addEventListener('abort', cancel)
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      parser.push(decoder.decode(value, { stream: true }))
    }
    parser.push(decoder.decode())
  } finally {
    signal.removeEventListener('abort', cancel)
    reader.releaseLock()
  }
}
