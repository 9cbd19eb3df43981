import autocannon from 'autocannon'
import { BENCH_PASSWORD, type BenchCustomer } from './cluster-data'

/** What one kind of call did under the load. */
export interface CallFigures {
  name: string
  connections: number
  requests: number
  rps: number
  p50: number
  p99: number
  /** Answers by HTTP status, 2xx aside. */
  refused: Record<string, number>
  /** Requests with no answer: connection reset, timeout. */
  errors: number
  /** Refusals of the business (HTTP 200 with a non-zero code), by code: a full window, a changed cart. */
  codes: Record<string, number>
}

export interface LoadResult {
  calls: CallFigures[]
  /** What the instances said they stored: sign-ups' e-mails and orders' ids. */
  acknowledged: { signups: string[]; orders: number[] }
  /** Every answer's time and HTTP status (0: no answer), to tell what happened when. */
  timeline: [at: number, status: number][]
}

/** What the load needs of the data: the shop, its windows and products, the customers and words. */
export interface LoadData {
  shopId: number
  customers: BenchCustomer[]
  /** Customers' tokens, by e-mail (logged in before the load). */
  tokens: Map<string, string>
  slotIds: number[]
  productIds: number[]
  storeWords: string[]
  productWords: string[]
}

/** How the connections are shared: a grocery's day, searches first. */
export const MIX = {
  stores: 0.25,
  catalogue: 0.25,
  card: 0.2,
  login: 0.1,
  signup: 0.1,
  order: 0.1,
} as const

/** A request as autocannon sends it, and what it may do before sending and after the answer. */
interface Outgoing {
  method?: 'GET' | 'POST' | 'PUT'
  path?: string
  headers?: Record<string, string>
  body?: string
}
type Context = Record<string, unknown>
interface Request extends Outgoing {
  setupRequest?: (request: Outgoing, context: Context) => Outgoing
  onResponse?: (status: number, body: string, context: Context) => void
}

const json = { 'content-type': 'application/json' }
interface Answer {
  code?: number
  data?: { id?: number; status?: string; deliveryMode?: string; lines?: unknown[] }
}
const codeOf = (body: string): Answer => {
  try {
    return JSON.parse(body) as Answer
  } catch {
    return {}
  }
}
// After a connection breaks, autocannon may hand a sequence's step the answer of another step: each
// step checks that the answer is of its own kind (an order has a status and a delivery mode, a cart
// neither).
const isOrder = (answer: Answer) =>
  answer.code === 0 && typeof answer.data?.id === 'number' && typeof answer.data.deliveryMode === 'string'
const isCart = (answer: Answer) =>
  answer.code === 0 &&
  typeof answer.data?.id === 'number' &&
  Array.isArray(answer.data.lines) &&
  !answer.data.status

/**
 * A mixed load on `url` for `seconds` over `connections` connections: store search, catalogue search,
 * the card (the session), login, sign-up and order placement (cart line, then the order), each on its
 * share of the connections (MIX), all at once.
 */
export async function mixedLoad(
  url: string,
  data: LoadData,
  { seconds, connections, runId }: { seconds: number; connections: number; runId: string },
): Promise<LoadResult> {
  const timeline: [number, number][] = []
  const acknowledged = { signups: [] as string[], orders: [] as number[] }
  const note = (status: number) => timeline.push([Date.now(), status])
  let counter = 0
  const next = () => counter++
  const share = (part: number) => Math.max(1, Math.round(connections * part))
  // Each round of cart, line and order takes a customer nobody else is ordering for, and gives it
  // back with the order's answer (autocannon clears a connection's context at each round): two
  // rounds never share a cart. Half again as many customers as connections, for rounds cut short.
  const ordering = share(MIX.order)
  const orderers = data.customers.slice(0, Math.ceil(ordering * 1.5))
  const free = [...orderers]
  const holders = data.customers.slice(orderers.length)
  const tokenOf = (c: BenchCustomer | undefined) => (c ? (data.tokens.get(c.email) ?? '') : '')
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

  const kinds: { name: string; connections: number; requests: Request[] }[] = [
    {
      name: 'store search (text, or text + distance)',
      connections: share(MIX.stores),
      requests: [
        {
          method: 'GET',
          setupRequest: (request) => {
            const n = next()
            const word = data.storeWords[n % data.storeWords.length]
            const near = n % 2 === 0 ? '&lat=45.0703&lon=7.6869' : ''
            return { ...request, path: `/cli/stores?s=5&p=0&q=${encodeURIComponent(word ?? '')}${near}` }
          },
        },
      ],
    },
    {
      name: 'catalogue search',
      connections: share(MIX.catalogue),
      requests: [
        {
          method: 'GET',
          setupRequest: (request) => {
            const word = data.productWords[next() % data.productWords.length] ?? ''
            return {
              ...request,
              path: `/cli/ecommerce/${data.shopId}/products?s=20&p=0&q=${encodeURIComponent(word)}`,
            }
          },
        },
      ],
    },
    {
      name: 'card (session)',
      connections: share(MIX.card),
      requests: [
        {
          method: 'GET',
          path: '/cli/profiles/login',
          setupRequest: (request, context) => {
            context.token ??= tokenOf(holders[next() % holders.length])
            return { ...request, headers: bearer(String(context.token)) }
          },
        },
      ],
    },
    {
      name: 'login',
      connections: share(MIX.login),
      requests: [
        {
          method: 'POST',
          path: '/cli/profiles/login',
          setupRequest: (request) => {
            const customer = data.customers[next() % data.customers.length]
            return {
              ...request,
              headers: json,
              body: JSON.stringify({ username: customer?.email, password: customer?.password }),
            }
          },
        },
      ],
    },
    {
      name: 'sign-up',
      connections: share(MIX.signup),
      requests: [
        {
          method: 'POST',
          path: '/cli/profiles/signup',
          setupRequest: (request, context) => {
            const email = `bench.${runId}.${next()}@example.com`
            context.email = email
            return { ...request, headers: json, body: JSON.stringify(signupPayload(email)) }
          },
          onResponse: (status, body, context) => {
            if (status === 200 && codeOf(body).code === 0) acknowledged.signups.push(String(context.email))
          },
        },
      ],
    },
    {
      name: 'order placement (cart, line, order)',
      connections: ordering,
      requests: [
        {
          method: 'GET',
          path: `/cli/carts?storeId=${data.shopId}`,
          setupRequest: (request, context) => {
            if (!context.customer) {
              const customer = free.shift() ?? orderers[next() % orderers.length]
              context.customer = customer
              context.token = tokenOf(customer)
            }
            return { ...request, headers: bearer(String(context.token)) }
          },
          onResponse: (_status, body, context) => {
            const answer = codeOf(body)
            if (isCart(answer)) context.cartId = answer.data?.id
          },
        },
        {
          method: 'PUT',
          setupRequest: (request, context) => {
            const product = data.productIds[next() % data.productIds.length]
            return {
              ...request,
              path: `/cli/carts/${context.cartId}/lines/${product}`,
              headers: { ...json, ...bearer(String(context.token)) },
              body: JSON.stringify({ quantity: 1 }),
            }
          },
        },
        {
          method: 'POST',
          path: '/cli/orders',
          setupRequest: (request, context) => {
            const n = next()
            return {
              ...request,
              headers: {
                ...json,
                ...bearer(String(context.token)),
                'idempotency-key': `bench-${runId}-${n}`,
              },
              body: JSON.stringify({
                cartId: context.cartId,
                slotId: data.slotIds[n % data.slotIds.length],
                deliveryMode: 'IN_STORE',
                paymentMode: 'CASH',
              }),
            }
          },
          onResponse: (status, body, context) => {
            if (context.customer) free.push(context.customer as BenchCustomer)
            context.customer = undefined
            const answer = codeOf(body)
            if (status === 200 && isOrder(answer) && answer.data?.id) acknowledged.orders.push(answer.data.id)
          },
        },
      ],
    },
  ]

  const runs = kinds.map((kind) => {
    const codes: Record<string, number> = {}
    const requests = kind.requests.map((request) => ({
      ...request,
      onResponse: (status: number, body: string, context: Context) => {
        note(status)
        if (status === 200) {
          const { code } = codeOf(body)
          if (code !== undefined && code !== 0) codes[code] = (codes[code] ?? 0) + 1
        }
        request.onResponse?.(status, body, context)
      },
    }))
    return new Promise<CallFigures>((resolve, reject) => {
      const instance = autocannon(
        {
          url,
          connections: kind.connections,
          duration: seconds,
          timeout: 10,
          // autocannon's own types know no context argument; its runtime passes one (requestIterator.js).
          requests: requests as unknown as autocannon.Request[],
        },
        (error: Error | null, result: autocannon.Result) =>
          error ? reject(error) : resolve({ ...figuresOf(kind.name, kind.connections, result), codes }),
      )
      instance.on('reqError', () => note(0))
    })
  })
  return { calls: await Promise.all(runs), acknowledged, timeline }
}

export function figuresOf(name: string, connections: number, result: autocannon.Result): CallFigures {
  const refused: Record<string, number> = {}
  for (const [status, stats] of Object.entries(result.statusCodeStats ?? {})) {
    if (!status.startsWith('2')) refused[status] = stats?.count ?? 0
  }
  return {
    name,
    connections,
    requests: result.requests.total,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    refused,
    errors: result.errors + result.timeouts,
    codes: {},
  }
}

/**
 * A web sign-up as behaviour §3 gives it: no card (a digital one is made), the consents that must be
 * given.
 */
function signupPayload(email: string) {
  return {
    username: email,
    password: BENCH_PASSWORD,
    terminalType: 'web',
    profile: {
      firstName: 'Carico',
      lastName: 'Prova',
      birthDate: '1985-03-09',
      gender: 'MALE',
      ssnCode: '',
      email,
      mobilePhone: '',
      address: { county: 'TO', city: 'Torino', zip: '10121', address: 'Via Roma 1' },
      cards: [],
      preferences: null,
      accept1: true,
      accept2: true,
      accept3: false,
      accept4: false,
      accept5: false,
      accept6: false,
      attrib1: null,
      employee: false,
    },
  }
}
