import { delay, HttpResponse, http, type JsonBodyType } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { withCheckDigit } from '../../../src/api/card-code'
import { createClient } from '../../../src/api/client'
import { endpoints } from '../../../src/api/endpoints'
import { ApiError, ERROR_CATALOGUE } from '../../../src/api/errors'

const BASE = 'http://api.test/cli'

// behaviour §8, copied by hand: a typo in src/api/errors.ts must make a test fail.
const CATALOGUE: Record<number, string> = {
  2: 'Utente non trovato',
  4: 'Username non valido',
  13:
    'La password deve essere lunga almeno 8 caratteri e contenere almeno tre tra: ' +
    'lettere minuscole, maiuscole, numeri e simboli',
  21: 'Profilo non trovato',
  26: 'Un utente con la mail indicata risulta già registrato',
  28: 'Devi essere maggiorenne per poterti registrare al servizio',
  29: 'La carta inserita risulta associata ad un altro utente',
  30: 'Numero di telefono non valido',
  34: 'Vecchia password errata',
  35: 'Codice carta non valido',
  4000: 'Errore generico',
  4004: 'Carrello non trovato',
  4029: "Hai superato il limite di orario per prenotare l'ordine",
  4030: 'Prodotto sconosciuto per lo store indicato',
  4031: 'Prodotto non valido',
  4034: 'Massima quantità acquistabile raggiunta',
  4205: "Stato dell'ordine errato",
}
const COMMUNICATION = 'Errore di comunicazione col server'
const GENERIC = 'Errore generico'
// Not the catalogue's (ours, see clientMessages.offline), but a customer-facing text all the same.
const OFFLINE = 'Nessuna connessione a Internet: controlla la rete e riprova.'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

let token: string | null = null
const onUnauthorized = vi.fn<() => void>()
const call = createClient({ baseUrl: BASE, getToken: () => token, onUnauthorized })

beforeEach(() => {
  token = null
  onUnauthorized.mockClear()
})

interface Seen {
  method: string
  url: URL
  headers: Headers
  body: string
}

/** Answers `method path` with `json` (HTTP `status`) and records every request that reaches it. */
function answer(method: 'get' | 'post' | 'put', path: string, json: JsonBodyType, status = 200): Seen[] {
  const seen: Seen[] = []
  server.use(
    http[method](`${BASE}${path}`, async ({ request }) => {
      seen.push({
        method: request.method,
        url: new URL(request.url),
        headers: request.headers,
        body: await request.text(),
      })
      return HttpResponse.json(json, { status })
    }),
  )
  return seen
}

/** What the promise rejects with; fails the test if it resolves. */
async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise
  } catch (error) {
    return error
  }
  throw new Error('expected the call to be rejected, but it resolved')
}

async function apiError(promise: Promise<unknown>): Promise<ApiError> {
  const error = await rejection(promise)
  expect(error).toBeInstanceOf(ApiError)
  return error as ApiError
}

const minimalUser = { id: 1, username: 'mario@example.it', firstName: 'Mario', lastName: 'Rossi' }

const store = {
  id: 3,
  name: 'Torino Centro',
  address: {
    address: 'Via Roma 1',
    zip: '10121',
    city: 'Torino',
    county: 'TO',
    latitude: 45.07,
    longitude: 7.68,
  },
}

const card = {
  id: 7,
  code: withCheckDigit('043100000001'),
  description: 'Carta fedeltà',
  points: 120,
  created: '2024-01-10T09:00:00Z',
  enabled: false,
}

describe('the error catalogue (behaviour §8)', () => {
  it('has exactly the codes of behaviour §8', () => {
    expect(
      Object.keys(ERROR_CATALOGUE)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual(
      Object.keys(CATALOGUE)
        .map(Number)
        .sort((a, b) => a - b),
    )
  })

  it.each(Object.entries(CATALOGUE).map(([code, text]) => [Number(code), text] as const))(
    'code %i shows "%s", not the server text',
    async (code, text) => {
      answer('get', '/profiles/preferences', { code, message: 'server text' })
      const error = await apiError(call(endpoints.preferences, {}))
      expect(error.message).toBe(text)
      expect(error.kind).toBe('code')
      expect(error.code).toBe(code)
      expect(error.is(code)).toBe(true)
    },
  )

  it('maps the code even when it comes with an HTTP error status', async () => {
    answer('get', '/profiles/preferences', { code: 4000, message: 'boom' }, 500)
    const error = await apiError(call(endpoints.preferences, {}))
    expect([error.message, error.kind, error.code]).toEqual([GENERIC, 'code', 4000])
  })
})

describe('codes outside the catalogue', () => {
  it("show the server's own message", async () => {
    answer('get', '/profiles/preferences', { code: 77, message: 'server text' })
    const error = await apiError(call(endpoints.preferences, {}))
    expect([error.message, error.kind, error.code]).toEqual(['server text', 'code', 77])
  })

  it.each([
    ['an empty message', { code: 77, message: '' }],
    ['a blank message', { code: 77, message: '   ' }],
    ['no message', { code: 77 }],
  ])('fall back to "Errore generico" with %s', async (_, json) => {
    answer('get', '/profiles/preferences', json)
    const error = await apiError(call(endpoints.preferences, {}))
    expect([error.message, error.kind, error.code]).toEqual([GENERIC, 'code', 77])
  })
})

describe('refused HTTP statuses (behaviour §8)', () => {
  it.each([401, 403])('%i drops the session once and shows the communication message', async (status) => {
    token = 'expired'
    answer('get', '/profiles/login', { code: status, message: 'server text' }, status)
    const error = await apiError(call(endpoints.session, {}))
    expect(error.message).toBe(COMMUNICATION)
    expect(error.kind).toBe('http')
    expect(error.code).toBe(status)
    expect(onUnauthorized).toHaveBeenCalledTimes(1)
  })

  it('400 shows the communication message and keeps the session', async () => {
    answer('post', '/profiles/password', { code: 400, message: 'server text' }, 400)
    const error = await apiError(
      call(endpoints.requestPasswordReset, { body: { tid: '01', email: 'mario@example.it' } }),
    )
    expect([error.message, error.kind, error.code]).toEqual([COMMUNICATION, 'http', 400])
    expect(onUnauthorized).not.toHaveBeenCalled()
  })

  it('another error status with code 0 is a communication error too', async () => {
    answer('get', '/profiles/preferences', { code: 0 }, 500)
    const error = await apiError(call(endpoints.preferences, {}))
    expect([error.message, error.kind, error.code]).toEqual([COMMUNICATION, 'http', 500])
    expect(onUnauthorized).not.toHaveBeenCalled()
  })
})

describe('the bearer token', () => {
  it('goes with a required-auth call', async () => {
    token = 'tok-123'
    const seen = answer('get', '/profiles/login', { code: 0, data: minimalUser })
    await call(endpoints.session, {})
    expect(seen[0]?.headers.get('authorization')).toBe('Bearer tok-123')
  })

  it('goes with an optional-auth call (leaflets)', async () => {
    token = 'tok-123'
    const seen = answer('get', '/cms/leaflets', { code: 0, data: [] })
    await call(endpoints.leaflets, {})
    expect(seen[0]?.headers.get('authorization')).toBe('Bearer tok-123')
  })

  it('never goes with a no-auth call, even when there is one (login, stores)', async () => {
    token = 'tok-123'
    const login = answer('post', '/profiles/login', { code: 0, data: { profile: minimalUser, jwt: 'new' } })
    const stores = answer('get', '/stores', { code: 0, data: [], totalPages: 0, number: 0 })
    await call(endpoints.login, { query: {}, body: { username: 'mario@example.it', password: 'Abcdefg1' } })
    await call(endpoints.stores, { query: {} })
    expect(login).toHaveLength(1)
    expect(login[0]?.headers.has('authorization')).toBe(false)
    expect(stores[0]?.headers.has('authorization')).toBe(false)
  })

  it('is left out when getToken gives null', async () => {
    const session = answer('get', '/profiles/login', { code: 0, data: minimalUser })
    const leaflets = answer('get', '/cms/leaflets', { code: 0, data: [] })
    await call(endpoints.session, {})
    await call(endpoints.leaflets, {})
    expect(session[0]?.headers.has('authorization')).toBe(false)
    expect(leaflets[0]?.headers.has('authorization')).toBe(false)
  })
})

describe("the app's language", () => {
  it('goes as Accept-Language with every call, the one of the moment', async () => {
    let language = 'en'
    const languageCall = createClient({
      baseUrl: BASE,
      getToken: () => null,
      onUnauthorized,
      getLanguage: () => language,
    })
    const stores = answer('get', '/stores', { code: 0, data: [], totalPages: 0, number: 0 })
    const login = answer('post', '/profiles/login', { code: 0, data: { profile: minimalUser, jwt: 'new' } })
    await languageCall(endpoints.stores, { query: {} })
    language = 'it'
    await languageCall(endpoints.login, {
      query: {},
      body: { username: 'mario@example.it', password: 'Abcdefg1' },
    })
    expect(stores[0]?.headers.get('accept-language')).toBe('en')
    expect(login[0]?.headers.get('accept-language')).toBe('it')
  })
})

describe('a success answer', () => {
  it('gives the payload of data, parsed, with defaults filled (session)', async () => {
    answer('get', '/profiles/login', { code: 0, message: 'ok', data: minimalUser })
    const user = await call(endpoints.session, {})
    expect(user).toStrictEqual({
      ...minimalUser,
      birthDate: null,
      gender: null,
      email: null,
      mobilePhone: null,
      ssnCode: null,
      address: null,
      cards: [],
      preferences: null,
      accept1: false,
      accept2: false,
      accept3: false,
      accept4: false,
      accept5: false,
      accept6: false,
      attrib1: null,
      attrib2: null,
      employee: false,
      terminalType: null,
    })
  })

  it('gives a page as {data, totalPages, number} (stores)', async () => {
    answer('get', '/stores', { code: 0, data: [store], totalPages: 3, number: 1 })
    const page = await call(endpoints.stores, { query: { p: '1' } })
    expect(page).toStrictEqual({
      data: [
        {
          ...store,
          logoImageUrl: null,
          distance: null,
          phone: null,
          email: null,
          webUrl: null,
          notes: null,
          timetables: [],
          openings: [],
          services: [],
          departments: [],
        },
      ],
      totalPages: 3,
      number: 1,
    })
  })

  it('resolves to undefined when there is no payload (logout)', async () => {
    token = 'tok-123'
    const seen = answer('post', '/profiles/logout', { code: 0 })
    await expect(call(endpoints.logout, {})).resolves.toBeUndefined()
    expect(seen).toHaveLength(1)
  })
})

describe('a malformed success answer', () => {
  it.each([
    ['data of the wrong shape', { code: 0, data: { ...minimalUser, id: '1' } }],
    ['no data', { code: 0 }],
    ['no code', { data: minimalUser }],
    ['a code that is not a number', { code: '0', data: minimalUser }],
    ['a bare array', [minimalUser]],
  ])('is refused: %s', async (_, json) => {
    answer('get', '/profiles/login', json)
    const error = await apiError(call(endpoints.session, {}))
    expect([error.message, error.kind]).toEqual([COMMUNICATION, 'malformed'])
  })

  it('is refused: a page without totalPages', async () => {
    answer('get', '/stores', { code: 0, data: [store], number: 0 })
    const error = await apiError(call(endpoints.stores, { query: {} }))
    expect([error.message, error.kind]).toEqual([COMMUNICATION, 'malformed'])
  })

  it('is refused: a body that is not JSON', async () => {
    server.use(
      http.get(`${BASE}/profiles/login`, () =>
        HttpResponse.html('<html><body>Service Unavailable</body></html>'),
      ),
    )
    const error = await apiError(call(endpoints.session, {}))
    expect([error.message, error.kind, error.code]).toEqual([COMMUNICATION, 'malformed', 200])
  })
})

describe('the request URL', () => {
  it('fills the path parameters (disableCard)', async () => {
    token = 'tok-123'
    const seen = answer('post', '/profiles/cards/7/disable', { code: 0, data: [card] })
    const cards = await call(endpoints.disableCard, { params: { id: '7' } })
    expect(seen).toHaveLength(1)
    expect(seen[0]?.method).toBe('POST')
    expect(seen[0]?.url.pathname).toBe('/cli/profiles/cards/7/disable')
    expect(cards).toStrictEqual([card])
  })

  it('builds the query string and leaves empty values out (stores)', async () => {
    const seen = answer('get', '/stores', { code: 0, data: [], totalPages: 0, number: 0 })
    await call(endpoints.stores, { query: { s: '5', p: '0', q: '' } })
    expect(seen[0]?.url.pathname).toBe('/cli/stores')
    expect(seen[0]?.url.searchParams.get('s')).toBe('5')
    expect(seen[0]?.url.searchParams.get('p')).toBe('0')
    expect(seen[0]?.url.searchParams.has('q')).toBe(false)
  })

  it('encodes the values it sends', async () => {
    const seen = answer('get', '/stores', { code: 0, data: [], totalPages: 0, number: 0 })
    await call(endpoints.stores, {
      query: { s: '5', p: '2', q: "Sant'Ambrogio & C", lat: '45.07', lon: '7.68' },
    })
    const params = seen[0]?.url.searchParams
    expect(params?.get('q')).toBe("Sant'Ambrogio & C")
    expect([params?.get('p'), params?.get('lat'), params?.get('lon')]).toEqual(['2', '45.07', '7.68'])
  })
})

describe('the request body', () => {
  it('is the output of the body schema (trimmed, lower-cased e-mail)', async () => {
    const seen = answer('post', '/profiles/password', { code: 0 })
    await call(endpoints.requestPasswordReset, { body: { tid: '01', email: '  Mario@Example.IT ' } })
    expect(seen[0]?.headers.get('content-type')).toBe('application/json')
    expect(JSON.parse(seen[0]?.body ?? '')).toStrictEqual({ tid: '01', email: 'mario@example.it' })
  })

  it('is refused before any request when invalid', async () => {
    const seen = answer('post', '/profiles/password', { code: 0 })
    const error = await apiError(
      call(endpoints.requestPasswordReset, { body: { tid: '01', email: 'mario' } }),
    )
    expect(error.kind).toBe('invalid')
    expect(error.message).toBe('Indirizzo email non valido')
    expect(seen).toHaveLength(0)
  })
})

describe('a network failure', () => {
  it('rejects with kind network and the communication message', async () => {
    server.use(http.get(`${BASE}/profiles/preferences`, () => HttpResponse.error()))
    const error = await apiError(call(endpoints.preferences, {}))
    expect([error.message, error.kind, error.code]).toEqual([COMMUNICATION, 'network', null])
  })

  it('says the device is offline when it is', async () => {
    const offlineCall = createClient({
      baseUrl: BASE,
      getToken: () => null,
      onUnauthorized,
      isOffline: () => true,
    })
    server.use(http.get(`${BASE}/profiles/preferences`, () => HttpResponse.error()))
    const error = await apiError(offlineCall(endpoints.preferences, {}))
    expect([error.message, error.kind]).toEqual([OFFLINE, 'network'])
  })
})

describe('an aborted call', () => {
  it('rejects with an AbortError, not an ApiError, when aborted in flight', async () => {
    server.use(
      http.get(`${BASE}/profiles/preferences`, async () => {
        await delay('infinite')
        return HttpResponse.json({ code: 0 })
      }),
    )
    const controller = new AbortController()
    const pending = call(endpoints.preferences, {}, { signal: controller.signal })
    setTimeout(() => controller.abort(), 20)
    const error = await rejection(pending)
    expect(error).not.toBeInstanceOf(ApiError)
    expect((error as Error).name).toBe('AbortError')
  })

  it('rejects with an AbortError when aborted while the body is still arriving', async () => {
    // Browsers error the body of an aborted fetch (Fetch standard, "abort fetch"); msw's mocked body
    // ignores the signal, so this fetch adds what a browser does on top of msw.
    const browserLikeFetch: typeof fetch = async (input, init) => {
      const response = await fetch(input, init)
      const signal = init?.signal
      if (!signal || !response.body) return response
      const reader = response.body.getReader()
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          signal.addEventListener('abort', () => {
            controller.error(signal.reason)
            void reader.cancel()
          })
        },
        async pull(controller) {
          const { done, value } = await reader.read()
          if (done) controller.close()
          else controller.enqueue(value)
        },
      })
      return new Response(body, response)
    }
    const slowBody = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"code":0,"data":'))
      },
    })
    server.use(
      http.get(`${BASE}/profiles/preferences`, () => {
        return new HttpResponse(slowBody, { headers: { 'content-type': 'application/json' } })
      }),
    )
    const browserCall = createClient({
      baseUrl: BASE,
      getToken: () => null,
      onUnauthorized,
      fetch: browserLikeFetch,
    })
    const controller = new AbortController()
    const pending = browserCall(endpoints.preferences, {}, { signal: controller.signal })
    setTimeout(() => controller.abort(), 50)
    const error = await rejection(pending)
    expect(error).not.toBeInstanceOf(ApiError)
    expect((error as Error).name).toBe('AbortError')
  })

  it('rejects with an AbortError when the signal was aborted before the call', async () => {
    const seen = answer('get', '/profiles/preferences', { code: 0 })
    const error = await rejection(call(endpoints.preferences, {}, { signal: AbortSignal.abort() }))
    expect(error).not.toBeInstanceOf(ApiError)
    expect((error as Error).name).toBe('AbortError')
    expect(seen).toHaveLength(0)
  })
})
