import { describe, expect, it } from 'vitest'
import { ApiError } from '../../../src/api/errors'
import {
  EventStreamParser,
  followWith,
  reconnectDelay,
  type ServerEvent,
  type StreamState,
  type StreamSurroundings,
} from '../../../src/api/event-stream'

function parse(...chunks: string[]): { events: ServerEvent[]; retries: number[]; parser: EventStreamParser } {
  const events: ServerEvent[] = []
  const retries: number[] = []
  const parser = new EventStreamParser(
    (event) => events.push(event),
    (milliseconds) => retries.push(milliseconds),
  )
  for (const chunk of chunks) parser.push(chunk)
  return { events, retries, parser }
}

describe('the event-stream parser', () => {
  it('reads an event with its type, data and id', () => {
    expect(parse('event: order\ndata: {"id":1}\nid: 7\n\n').events).toEqual([
      { event: 'order', data: '{"id":1}', id: '7' },
    ])
  })

  it('joins several data lines with LF and calls an untyped event "message"', () => {
    expect(parse('data: one\ndata: two\ndata\n\n').events).toEqual([{ event: 'message', data: 'one\ntwo\n' }])
  })

  it('skips comments (heartbeats) and dispatches nothing for an event without data', () => {
    expect(parse(': heartbeat\n\n:\n\nevent: order\n\n', 'data: x\n\n').events).toEqual([
      { event: 'message', data: 'x' },
    ])
  })

  it('takes CRLF, CR and LF as line ends, also when a CRLF is split between chunks', () => {
    const { events } = parse('data: a\r', '\ndata: b\r\r', 'data: c\r\n\r\n', 'data: d\n\n')
    expect(events).toEqual([
      { event: 'message', data: 'a\nb' },
      { event: 'message', data: 'c' },
      { event: 'message', data: 'd' },
    ])
  })

  it('waits for the empty line, however the text is cut into chunks', () => {
    const text = 'event: order\ndata: {"a":1}\nid: 3\n\n'
    const { events } = parse(...text.split(''))
    expect(events).toEqual([{ event: 'order', data: '{"a":1}', id: '3' }])
  })

  it('removes one space after the colon only, and reads a field without a value', () => {
    expect(parse('data:  two spaces\ndata:none\n\n').events).toEqual([
      { event: 'message', data: ' two spaces\nnone' },
    ])
  })

  it('keeps the last id across events and ignores an id holding NUL', () => {
    const { events, parser } = parse('id: 5\ndata: a\n\ndata: b\n\nid: x\0y\ndata: c\n\n')
    expect(events.map((event) => event.id)).toEqual(['5', '5', '5'])
    expect(parser.lastEventId).toBe('5')
    // An empty id resets it: the next events carry none.
    parser.push('id\ndata: d\n\n')
    expect(events[3]).toEqual({ event: 'message', data: 'd' })
  })

  it('drops a leading BOM, ignores unknown fields, reads retry only when it is digits', () => {
    const { events, retries } = parse('\uFEFFdata: a\nfoo: bar\nretry: 2500\nretry: 1s\n\n')
    expect(events).toEqual([{ event: 'message', data: 'a' }])
    expect(retries).toEqual([2500])
  })

  it('discards an event the stream ended in the middle of', () => {
    const { events, parser } = parse('data: half')
    parser.end()
    parser.push('data: whole\n\n')
    expect(events).toEqual([{ event: 'message', data: 'whole' }])
  })
})

describe('the reconnection delay', () => {
  it('doubles at each failure in a row, up to the cap, with half of it random', () => {
    const low = () => 0
    const high = () => 1
    expect(reconnectDelay(1, 1000, 30_000, low)).toBe(500)
    expect(reconnectDelay(1, 1000, 30_000, high)).toBe(1000)
    expect(reconnectDelay(3, 1000, 30_000, high)).toBe(4000)
    expect(reconnectDelay(10, 1000, 30_000, high)).toBe(30_000)
    expect(reconnectDelay(100, 1000, 30_000, low)).toBe(15_000)
  })
})

/** A response body the test writes into, chunk by chunk, and closes when it wants. */
function controlledStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c
    },
  })
  const encoder = new TextEncoder()
  return {
    body,
    write: (text: string) => controller.enqueue(encoder.encode(text)),
    close: () => controller.close(),
  }
}

const streamResponse = (body: ReadableStream<Uint8Array>) =>
  new Response(body, { headers: { 'content-type': 'text/event-stream' } })

interface Request {
  url: string
  init: RequestInit
  headers: Record<string, string>
}

/** Surroundings whose fetch answers with the given answers in turn, recording every request. */
function surroundings(
  answers: ((request: Request) => Response | Promise<Response>)[],
  overrides: Partial<StreamSurroundings> = {},
) {
  const requests: Request[] = []
  const online = new Set<() => void>()
  const value: StreamSurroundings = {
    fetch: async (input, init = {}) => {
      const request = { url: String(input), init, headers: { ...(init.headers as Record<string, string>) } }
      requests.push(request)
      const answer = answers[requests.length - 1]
      // Past the given answers it hangs, as a slow network would, until aborted as fetch is.
      if (answer) return answer(request)
      return new Promise<Response>((_, reject) => {
        const abort = () => reject(new DOMException('aborted', 'AbortError'))
        if (init.signal?.aborted) abort()
        init.signal?.addEventListener('abort', abort)
      })
    },
    baseUrl: 'http://api.test/cli',
    getToken: () => 'the-token',
    onOnline: (listener) => {
      online.add(listener)
      return () => online.delete(listener)
    },
    random: () => 0,
    initialDelayMs: 1,
    maxDelayMs: 30,
    ...overrides,
  }
  const goOnline = () => {
    for (const listener of [...online]) listener()
  }
  return { value, requests, goOnline, online }
}

const until = async (condition: () => boolean) => {
  for (let tries = 0; tries < 200 && !condition(); tries++)
    await new Promise((resolve) => setTimeout(resolve, 5))
  expect(condition()).toBe(true)
}

describe('following a stream', () => {
  it('sends the session as the client does and hands over each event as it arrives', async () => {
    const stream = controlledStream()
    const { value, requests } = surroundings([() => streamResponse(stream.body)])
    const controller = new AbortController()
    const events: ServerEvent[] = []
    const states: StreamState[] = []
    const following = followWith(value, '/orders/9/events', {
      signal: controller.signal,
      onEvent: (event) => events.push(event),
      onState: (state) => states.push(state),
    })
    stream.write('event: order\ndata: {"id":9}\nid: 1\n\n')
    await until(() => events.length === 1)
    expect(events[0]).toEqual({ event: 'order', data: '{"id":9}', id: '1' })
    expect(states).toEqual(['connecting', 'open'])
    expect(requests[0]?.url).toBe('http://api.test/cli/orders/9/events')
    expect(requests[0]?.init.credentials).toBe('include')
    expect(requests[0]?.headers).toMatchObject({
      accept: 'text/event-stream',
      'x-requested-with': 'tessera',
      authorization: 'Bearer the-token',
    })
    expect(requests[0]?.headers['last-event-id']).toBeUndefined()
    controller.abort()
    await expect(following).resolves.toBeUndefined()
    expect(events).toHaveLength(1)
  })

  it('never sends the customer token on a staff stream', async () => {
    const { value, requests } = surroundings([])
    const controller = new AbortController()
    const following = followWith(value, '/staff/events', { signal: controller.signal, onEvent: () => {} })
    await until(() => requests.length === 1)
    expect(requests[0]?.headers.authorization).toBeUndefined()
    expect(requests[0]?.headers['x-requested-with']).toBe('tessera')
    controller.abort()
    await following
  })

  it('comes back after the stream ends or fails, with the last id seen as Last-Event-ID', async () => {
    const first = controlledStream()
    const { value, requests } = surroundings([
      () => streamResponse(first.body),
      () => Promise.reject(new TypeError('network down')),
      () => new Response('busy', { status: 503 }),
      () => streamResponse(controlledStream().body),
    ])
    const controller = new AbortController()
    const events: ServerEvent[] = []
    const states: StreamState[] = []
    const following = followWith(value, '/orders/9/events', {
      signal: controller.signal,
      onEvent: (event) => events.push(event),
      onState: (state) => states.push(state),
    })
    first.write('event: order\ndata: a\nid: 41\n\nevent: order\ndata: half')
    await until(() => events.length === 1)
    first.close()
    await until(() => requests.length === 4)
    expect(requests.slice(1).map((request) => request.headers['last-event-id'])).toEqual(['41', '41', '41'])
    expect(events).toEqual([{ event: 'order', data: 'a', id: '41' }])
    await until(() => states.length === 9)
    expect(states, states.join()).toEqual([
      ...['connecting', 'open', 'waiting'],
      ...['connecting', 'waiting'],
      ...['connecting', 'waiting'],
      ...['connecting', 'open'],
    ])
    controller.abort()
    await following
  })

  it('tries again at once when the device comes back online, not after the whole delay', async () => {
    const { value, requests, goOnline, online } = surroundings([() => new Response('', { status: 502 })], {
      initialDelayMs: 60_000,
      maxDelayMs: 60_000,
    })
    const controller = new AbortController()
    const following = followWith(value, '/orders/9/events', { signal: controller.signal, onEvent: () => {} })
    await until(() => online.size === 1)
    expect(requests).toHaveLength(1)
    goOnline()
    await until(() => requests.length === 2)
    expect(online.size).toBe(0)
    controller.abort()
    await following
  })

  it('stops while it waits to try again when aborted', async () => {
    const { value, online } = surroundings([() => new Response('', { status: 500 })], {
      initialDelayMs: 60_000,
      maxDelayMs: 60_000,
    })
    const controller = new AbortController()
    const following = followWith(value, '/orders/9/events', { signal: controller.signal, onEvent: () => {} })
    await until(() => online.size === 1)
    controller.abort()
    await expect(following).resolves.toBeUndefined()
    expect(online.size).toBe(0)
  })

  it.each([401, 403, 404])('gives up on HTTP %i, without trying again', async (status) => {
    const { value, requests } = surroundings([
      () => new Response('{}', { status }),
      () => streamResponse(controlledStream().body),
    ])
    const controller = new AbortController()
    const error = await followWith(value, '/orders/9/events', {
      signal: controller.signal,
      onEvent: () => {},
    }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).code).toBe(status)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(requests).toHaveLength(1)
  })

  it('takes an answer that is not an event stream (a proxy page) as a failure to try again', async () => {
    const { value, requests } = surroundings([
      () => new Response('<html></html>', { headers: { 'content-type': 'text/html' } }),
    ])
    const controller = new AbortController()
    const following = followWith(value, '/orders/9/events', { signal: controller.signal, onEvent: () => {} })
    await until(() => requests.length === 2)
    controller.abort()
    await following
  })
})
