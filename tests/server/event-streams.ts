import { expect } from 'vitest'
import { EventStreamParser, type ServerEvent } from '../../src/api/event-stream'
import type { TestServer } from './harness'

/**
 * An event stream of a test server read as a browser would: over a real connection (inject would
 * wait for an answer that never ends), parsed with the app's own parser.
 */
export interface OpenStream {
  status: number
  headers: Headers
  /** Every event so far. */
  events: ServerEvent[]
  /** The raw text so far (comments included). */
  text(): string
  /** The next event not yet taken that matches, within `timeoutMs`; fails the test otherwise. */
  next(predicate?: (event: ServerEvent) => boolean, timeoutMs?: number): Promise<ServerEvent>
  /** True when no event that matches comes within `ms`. */
  quiet(ms: number, predicate?: (event: ServerEvent) => boolean): Promise<boolean>
  /** Resolves when the server ends the stream. */
  ended: Promise<void>
  close(): void
}

/** The base URL of the server, listening on a port of its own (once per server). */
export async function listening(server: TestServer): Promise<string> {
  const app = server.running.app
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  if (!address || typeof address === 'string') throw new Error('not listening on a port')
  return `http://127.0.0.1:${address.port}`
}

export async function openStream(
  base: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<OpenStream> {
  const controller = new AbortController()
  const response = await fetch(base + path, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: controller.signal,
  })
  const events: ServerEvent[] = []
  let raw = ''
  let taken = 0
  const waiters = new Set<() => void>()
  const parser = new EventStreamParser((event) => {
    events.push(event)
    for (const waiter of waiters) waiter()
  })
  const body = response.body
  const ended = (async () => {
    if (!body || !response.headers.get('content-type')?.startsWith('text/event-stream')) return
    const decoder = new TextDecoder()
    try {
      for await (const chunk of body) {
        const text = decoder.decode(chunk, { stream: true })
        raw += text
        parser.push(text)
      }
    } catch {
      // Aborted by the test.
    }
  })()
  const find = (predicate: (event: ServerEvent) => boolean) => {
    for (let index = taken; index < events.length; index++) {
      const event = events[index] as ServerEvent
      if (predicate(event)) {
        taken = index + 1
        return event
      }
    }
    return null
  }
  const wait = (predicate: (event: ServerEvent) => boolean, timeoutMs: number) =>
    new Promise<ServerEvent | null>((resolve) => {
      const check = () => {
        const found = find(predicate)
        if (found) done(found)
      }
      const done = (value: ServerEvent | null) => {
        clearTimeout(timer)
        waiters.delete(check)
        resolve(value)
      }
      const timer = setTimeout(() => done(null), timeoutMs)
      waiters.add(check)
      check()
    })
  return {
    status: response.status,
    headers: response.headers,
    events,
    text: () => raw,
    async next(predicate = () => true, timeoutMs = 2_000) {
      const found = await wait(predicate, timeoutMs)
      return found ?? expect.fail(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(events)}`)
    },
    async quiet(ms, predicate = () => true) {
      return (await wait(predicate, ms)) === null
    },
    ended,
    close: () => controller.abort(),
  }
}

/** The event's data, parsed. */
export const dataOf = <T>(event: ServerEvent): T => JSON.parse(event.data) as T
