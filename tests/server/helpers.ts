import { eq, sql } from 'drizzle-orm'
import * as v from 'valibot'
import { expect } from 'vitest'
import { cards, consentEvents, users } from '../../server/db/schema'
import { withCheckDigit } from '../../src/api/card-code'
import { type CliEndpointName, type CliEndpoints, cliEndpoints } from '../../src/api/cli-endpoints'
import { type CallOutput, type Endpoint, fillPath } from '../../src/api/endpoints'
import { dataEnvelope, ErrorEnvelope, emptyEnvelope, pageEnvelope } from '../../src/api/envelope'
import type { KioskSignupRequest } from '../../src/api/schemas/kiosk'
import type { ProfileUpdate, SignupRequest } from '../../src/api/schemas/profile'
import type { DeliveryMode } from '../../src/api/schemas/store'
import type { OutboxMail, TestServer } from './harness'

/**
 * What the server tests share: a call that checks every successful answer against the contract,
 * behaviour §8's messages written out literally (not imported: the catalogue is under test too), and the
 * payloads of the flows.
 */

/** behaviour §8, word for word. */
export const CATALOGUE_MESSAGES: Readonly<Record<number, string>> = {
  2: 'Utente non trovato',
  4: 'Username non valido',
  13: 'La password deve essere lunga almeno 8 caratteri e contenere almeno tre tra: lettere minuscole, maiuscole, numeri e simboli',
  21: 'Profilo non trovato',
  26: 'Un utente con la mail indicata risulta già registrato',
  28: 'Devi essere maggiorenne per poterti registrare al servizio',
  29: 'La carta inserita risulta associata ad un altro utente',
  30: 'Numero di telefono non valido',
  34: 'Vecchia password errata',
  35: 'Codice carta non valido',
  4000: 'Errore generico',
  4004: 'Carrello non trovato',
  4030: 'Prodotto sconosciuto per lo store indicato',
  4031: 'Prodotto non valido',
  4034: 'Massima quantità acquistabile raggiunta',
}

/** The HTTP status of our transport-level codes; every other refusal is an envelope with HTTP 200. */
const HTTP_STATUS_OF_CODE: Readonly<Record<number, number>> = {
  400: 400,
  401: 401,
  403: 403,
  404: 404,
  429: 429,
}

export interface CallOptions {
  params?: Record<string, string | number>
  query?: Record<string, string | number | undefined>
  body?: unknown
  token?: string
  headers?: Record<string, string>
}

/** The `data` of an endpoint's answer: the payload, or the items of a page. */
export type DataOf<E extends Endpoint> = E['result'] extends {
  kind: 'page'
  schema: infer S extends v.GenericSchema
}
  ? v.InferOutput<S>[]
  : CallOutput<E>

export interface Answer<T> {
  status: number
  code: number
  message: string | undefined
  /** The payload as the contract's schema reads it (only meaningful when code is 0). */
  data: T
  totalPages: number | undefined
  number: number | undefined
  /** The envelope as sent. */
  raw: Record<string, unknown>
  headers: Record<string, string | string[] | number | undefined>
}

/** The envelope schema of an endpoint's successful answer. */
export function successSchema(endpoint: Endpoint): v.GenericSchema {
  switch (endpoint.result.kind) {
    case 'data':
      return dataEnvelope(endpoint.result.schema)
    case 'page':
      return pageEnvelope(endpoint.result.schema)
    case 'none':
      return emptyEnvelope
    case 'stream':
      // A stream's answer is no envelope: its refusals are (errorEnvelope), its events are read apart.
      throw new Error(`${endpoint.path} is an event stream: read it with tests/server/event-streams.ts`)
    case 'file':
      // A file's answer is its bytes; its refusals are envelopes (errorEnvelope).
      throw new Error(`${endpoint.path} answers a file: read it with server.request`)
  }
}

export function urlOf(name: CliEndpointName, options: Pick<CallOptions, 'params' | 'query'> = {}): string {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined) search.set(key, String(value))
  }
  const query = search.size ? `?${search}` : ''
  return `/cli${fillPath(cliEndpoints[name].path, options.params)}${query}`
}

/**
 * Calls an endpoint of the contract. A successful answer (code 0) must come with HTTP 200 and parse
 * with the endpoint's schema, or the test fails; a refusal must be an error envelope.
 */
export async function call<N extends CliEndpointName>(
  server: TestServer,
  name: N,
  options: CallOptions = {},
): Promise<Answer<DataOf<CliEndpoints[N]>>> {
  const endpoint: Endpoint = cliEndpoints[name]
  const response = await server.request(endpoint.method, urlOf(name, options), {
    ...(options.body !== undefined ? { body: options.body } : {}),
    ...(options.token ? { token: options.token } : {}),
    ...(options.headers ? { headers: options.headers } : {}),
  })
  expect(response.headers['content-type'], `${name}: ${response.body}`).toMatch(/^application\/json/)
  const raw = JSON.parse(response.body) as Record<string, unknown>
  const base = { status: response.statusCode, raw, headers: response.headers }
  if (raw.code === 0) {
    expect(response.statusCode, `${name} answered code 0`).toBe(200)
    const parsed = v.safeParse(successSchema(endpoint), raw)
    if (!parsed.success) {
      expect.fail(`${name}: the answer does not match the contract: ${v.summarize(parsed.issues)}`)
    }
    const envelope = parsed.output as { code: 0; message?: string; data?: unknown }
    const paging = raw as { totalPages?: number; number?: number }
    return {
      ...base,
      code: 0,
      message: envelope.message,
      data: envelope.data as DataOf<CliEndpoints[N]>,
      totalPages: paging.totalPages,
      number: paging.number,
    }
  }
  const error = v.safeParse(ErrorEnvelope, raw)
  if (!error.success) expect.fail(`${name}: not an error envelope: ${response.body}`)
  return {
    ...base,
    code: error.output.code,
    message: error.output.message,
    data: undefined as DataOf<CliEndpoints[N]>,
    totalPages: undefined,
    number: undefined,
  }
}

/** Asserts a successful answer, showing the refusal when there is one. */
export function expectOk<T>(answer: Answer<T>): T {
  expect({ status: answer.status, code: answer.code, message: answer.message }).toEqual({
    status: 200,
    code: 0,
    message: undefined,
  })
  return answer.data
}

/**
 * Asserts a refusal: the exact code, the HTTP status that goes with it, behaviour §8's exact message for a
 * catalogue code and a non-empty message (the server's own) for any other.
 */
export function expectRefused(
  answer: Pick<Answer<unknown>, 'status' | 'code' | 'message'>,
  code: number,
  options: { status?: number; message?: string | RegExp } = {},
): void {
  const status = options.status ?? HTTP_STATUS_OF_CODE[code] ?? 200
  expect({ status: answer.status, code: answer.code }).toEqual({ status, code })
  const expected = options.message ?? CATALOGUE_MESSAGES[code]
  if (expected instanceof RegExp) expect(answer.message).toMatch(expected)
  else if (expected !== undefined) expect(answer.message).toBe(expected)
  else expect(answer.message).toMatch(/\S/)
}

// ---- dates ----

const pad = (n: number) => String(n).padStart(2, '0')
const isoDay = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`

/** yyyy-MM-dd of the day `years` years before today (local time, as the server's age check). */
export function yearsAgo(years: number, plusDays = 0): string {
  const now = new Date()
  return isoDay(new Date(now.getFullYear() - years, now.getMonth(), now.getDate() + plusDays))
}

// ---- people ----

export const DEMO_PASSWORD = 'Tessera-2026'
export const NEW_PASSWORD = 'Nuova-Password-1'

let serial = 0
/** A fresh address for each call (unique within a test file; files have their own database). */
export function freshEmail(tag = 'cliente'): string {
  serial += 1
  return `${tag}.${serial}.${process.pid}@esempio.it`
}

/** A valid printed-card code the seed does not hold (prefix 0430 00, body from the counter). */
export function unseenCardCode(): string {
  serial += 1
  return withCheckDigit(`0430005${String(serial).padStart(5, '0')}`)
}

export const ADDRESS = { county: 'TO', city: 'Torino', zip: '10121', address: 'Via Roma 1' } as const

export function signupBody(
  options: {
    email?: string
    password?: string
    cardCode?: string
    firstName?: string
    lastName?: string
    birthDate?: string
    mobilePhone?: string
    terminalType?: 'web' | 'Android' | 'iOS' | 'totem'
    consents?: { accept3?: boolean; accept4?: boolean; accept5?: boolean; accept6?: boolean }
  } = {},
): SignupRequest {
  const email = options.email ?? freshEmail()
  return {
    username: email,
    password: options.password ?? NEW_PASSWORD,
    terminalType: options.terminalType ?? 'web',
    profile: {
      firstName: options.firstName ?? 'Lucia',
      lastName: options.lastName ?? 'Ferrero',
      birthDate: options.birthDate ?? '1990-05-20',
      gender: 'FEMALE',
      ssnCode: '',
      email,
      mobilePhone: options.mobilePhone ?? '',
      address: { ...ADDRESS },
      cards: options.cardCode ? [{ code: options.cardCode, enabled: true }] : [],
      preferences: null,
      accept1: true,
      accept2: true,
      accept3: options.consents?.accept3 ?? false,
      accept4: options.consents?.accept4 ?? false,
      accept5: options.consents?.accept5 ?? false,
      accept6: options.consents?.accept6 ?? false,
      attrib1: null,
      employee: false,
    },
  }
}

/** A profile update of the web form, from a user as the server returned it. */
export function updateBody(overrides: Partial<ProfileUpdate> = {}): ProfileUpdate {
  return {
    firstName: 'Mario',
    lastName: 'Rossi',
    birthDate: '1982-04-17',
    gender: 'MALE',
    ssnCode: '',
    mobilePhone: '3471234567',
    address: { county: 'TO', city: 'Torino', zip: '10138', address: 'Via Cibrario 45' },
    preferences: null,
    accept1: true,
    accept2: true,
    accept3: true,
    accept4: false,
    accept5: true,
    accept6: true,
    ...overrides,
  }
}

export const SIGNATURE_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 100"><path d="M10 80 C 40 10, 65 10, 95 80 S 150 150, 180 80" stroke="#000" fill="none"/></svg>'
export const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64')

export function kioskSignupBody(
  options: {
    email?: string
    cardCode?: string
    lastName?: string
    birthDate?: string
    storeId?: string | null
    signature?: string
    mobilePhone?: string
    /** The kiosk's own form asks for none; a card found by look-up brings its own. */
    address?: KioskSignupRequest['profile']['address']
  } = {},
): KioskSignupRequest {
  return {
    username: options.email ?? '',
    terminalType: 'totem',
    cardCode: options.cardCode ?? '',
    attrib1: null,
    attrib2: 'totem',
    attrib3: options.storeId === undefined ? '7' : options.storeId,
    signature: options.signature ?? base64(SIGNATURE_SVG),
    profile: {
      firstName: 'Anna',
      lastName: options.lastName ?? 'Colombo',
      birthDate: options.birthDate ?? '1975-02-11',
      gender: 'FEMALE',
      mobilePhone: options.mobilePhone ?? '',
      address:
        options.address === undefined
          ? { county: 'MI', city: 'Milano', zip: '20123', address: 'Corso Genova 5' }
          : options.address,
      preferences: null,
      accept1: true,
      accept2: true,
      accept3: true,
      accept4: false,
      accept5: false,
      accept6: false,
    },
  }
}

// ---- mail and flows ----

/** The newest mail to an address, which must exist. */
export async function lastMailTo(server: TestServer, to: string): Promise<OutboxMail> {
  const mail = (await server.mails()).filter((m) => m.to === to).at(-1)
  if (!mail) return expect.fail(`no mail to ${to}`)
  return mail
}

/** Signs a customer up on the web and confirms the address with the link of the mail. */
export async function registerConfirmed(
  server: TestServer,
  options: Parameters<typeof signupBody>[0] = {},
): Promise<{ email: string; password: string; token: string; userId: number }> {
  const body = signupBody(options)
  expectOk(await call(server, 'signup', { body }))
  const mail = await lastMailTo(server, body.username)
  expectOk(await call(server, 'confirm', { body: { token: mail.token ?? '' } }))
  const login = expectOk(
    await call(server, 'login', { body: { username: body.username, password: body.password } }),
  )
  return { email: body.username, password: body.password, token: login.jwt, userId: login.profile.id }
}

// ---- database reads (the tests look behind the API where the API does not tell) ----

export async function userRowByUsername(server: TestServer, username: string) {
  const [row] = await server.running.database.db.select().from(users).where(eq(users.username, username))
  return row ?? null
}

export async function cardRow(server: TestServer, code: string) {
  const [row] = await server.running.database.db.select().from(cards).where(eq(cards.code, code))
  return row ?? null
}

export async function consentRows(server: TestServer, userId: number) {
  return server.running.database.db
    .select()
    .from(consentEvents)
    .where(eq(consentEvents.userId, userId))
    .orderBy(consentEvents.id)
}

let refusals = 0
/**
 * Makes the database refuse writes to `table` whose new row matches `when` (SQL on NEW), as a full
 * disk or a broken constraint would: at the end of the statement, or `atCommit`, when the
 * transaction commits. Gives back what lifts the refusal.
 */
export async function refuseWrites(
  server: TestServer,
  table: string,
  when: string,
  options: { atCommit?: boolean } = {},
): Promise<() => Promise<void>> {
  const { db } = server.running.database
  const name = `test_refusal_${++refusals}`
  await db.execute(
    sql.raw(`CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF ${when} THEN RAISE EXCEPTION 'refused by the test'; END IF; RETURN NULL; END $$`),
  )
  await db.execute(
    sql.raw(`CREATE CONSTRAINT TRIGGER ${name} AFTER INSERT OR UPDATE ON ${table}
      ${options.atCommit ? 'DEFERRABLE INITIALLY DEFERRED' : ''} FOR EACH ROW EXECUTE FUNCTION ${name}()`),
  )
  return async () => {
    await db.execute(sql.raw(`DROP TRIGGER ${name} ON ${table}`))
    await db.execute(sql.raw(`DROP FUNCTION ${name}()`))
  }
}

/**
 * The demo's e-commerce stores, and the first that takes every delivery mode (the order tests'
 * shop): the others serve as "another store".
 */
export async function shopsOfTheDemo(server: TestServer) {
  const shops = expectOk(await call(server, 'ecommerceStores', { query: { s: 50 } }))
  const modes: DeliveryMode[] = ['IN_STORE', 'AT_HOME', 'DRIVE']
  const shop =
    shops.find((s) => modes.every((m) => s.deliveryModes.includes(m))) ??
    expect.fail('no store with every delivery mode')
  return { shop, shops }
}

/**
 * A window of `mode` at `storeId` that starts more than 30 hours after the server's clock (clear of
 * any booking cut-off) and is not in `used`, the windows the test file has taken already; it is
 * added there. With `remaining`, only a window with exactly that many places left (an untouched one).
 */
export async function freshSlot(
  server: TestServer,
  storeId: number,
  mode: DeliveryMode,
  used: Set<number>,
  remaining?: number,
) {
  const windows = expectOk(await call(server, 'slots', { params: { storeId }, query: { delivery: mode } }))
  const now = server.clock.now().getTime()
  const slot = windows.find(
    (w) =>
      w.available &&
      !used.has(w.id) &&
      new Date(w.start).getTime() - now > 30 * 3_600_000 &&
      (remaining === undefined || w.remaining === remaining),
  )
  if (!slot) return expect.fail(`no free ${mode} window left`)
  used.add(slot.id)
  return slot
}
