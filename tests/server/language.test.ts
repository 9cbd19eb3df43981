import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { preferredLanguage, readPo } from '../../server/language'
import { orderPlacedMail, orderStatusMail } from '../../server/mail/order-mails'
import { startTestServer, TEST_OPS_TOKEN, type TestServer } from './harness'
import {
  call,
  expectOk,
  expectRefused,
  freshEmail,
  lastMailTo,
  registerConfirmed,
  signupBody,
  userRowByUsername,
} from './helpers'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.stop())

const ENGLISH = { 'accept-language': 'en-GB,en;q=0.9' }
const ITALIAN = { 'accept-language': 'it-IT,it;q=0.9,en;q=0.8' }

describe('Accept-Language', () => {
  it.each([
    ['en', 'en'],
    ['en-GB,en;q=0.9,it;q=0.8', 'en'],
    ['it-IT,it;q=0.9,en;q=0.8', 'it'],
    ['fr-FR,fr;q=0.9,en;q=0.5,it;q=0.7', 'it'],
    ['de, en-US;q=0.3', 'en'],
    ['fr', null],
    ['en;q=0, it;q=0.1', 'it'],
    ['', null],
  ])('"%s" prefers %s', (header, language) => {
    expect(preferredLanguage(header)).toBe(language)
  })
})

describe("the server's refusals", () => {
  const wrongPassword = { body: { username: 'nessuno@example.com', password: 'Sbagliata-1' } }

  it('come in English when the request prefers English, Italian otherwise', async () => {
    expectRefused(await call(server, 'login', { ...wrongPassword, headers: ENGLISH }), 2, {
      message: 'User not found',
    })
    expectRefused(await call(server, 'login', { ...wrongPassword, headers: ITALIAN }), 2, {
      message: 'Utente non trovato',
    })
    expectRefused(await call(server, 'login', wrongPassword), 2, { message: 'Utente non trovato' })
  })

  it("say the server's own words and the contract's rules in English too", async () => {
    expectRefused(await call(server, 'session', { headers: ENGLISH }), 401, {
      message: 'Invalid or expired session',
    })
    expectRefused(await call(server, 'session', {}), 401, { message: 'Sessione non valida o scaduta' })

    const unknown = await server.json('GET', '/cli/nowhere', { headers: ENGLISH })
    expect({ status: unknown.status, message: unknown.message }).toEqual({
      status: 404,
      message: 'Not found',
    })

    const store = await call(server, 'store', { params: { id: 999_999 }, headers: ENGLISH })
    expectRefused(store, 404, { message: 'Store not found' })

    // A field refused by the contract: its rule's message in the request's language.
    const body = signupBody({ birthDate: '1990-13-45' })
    expectRefused(await call(server, 'signup', { body, headers: ENGLISH }), 400, {
      message: 'Invalid request: profile.birthDate: Invalid date',
    })
    expectRefused(await call(server, 'signup', { body }), 400, {
      message: 'Richiesta non valida: profile.birthDate: Data non valida',
    })
  })
})

describe("the customer's language", () => {
  it("is the sign-up request's, and the confirmation mail is written in it", async () => {
    const english = signupBody({ firstName: 'Emma', email: freshEmail('emma') })
    expectOk(await call(server, 'signup', { body: english, headers: ENGLISH }))
    expect((await userRowByUsername(server, english.username))?.language).toBe('en')
    const mail = await lastMailTo(server, english.username)
    expect(mail.subject).toBe('Supermercati Alpimare: Confirm your registration')
    expect(mail.raw).toMatch(/Hello Emma,/)
    expect(mail.raw).toMatch(
      /Thank you for joining the Carta Alpimare programme\. Your card number is \d{13}\./,
    )
    expect(mail.raw).toMatch(/The link is valid for 7 days/)
    expect(mail.raw).toMatch(/<html lang="en">/)
    expect(mail.raw).not.toMatch(/Ciao|registrazione|Assistenza/)
    expect(mail.token).toMatch(/\S/)

    const italian = signupBody({ firstName: 'Chiara', email: freshEmail('chiara') })
    expectOk(await call(server, 'signup', { body: italian }))
    expect((await userRowByUsername(server, italian.username))?.language).toBe('it')
    const italianMail = await lastMailTo(server, italian.username)
    expect(italianMail.subject).toBe('Supermercati Alpimare: Conferma la tua registrazione')
    expect(italianMail.raw).toMatch(/Ciao Chiara,/)
    expect(italianMail.raw).toMatch(/<html lang="it">/)
  })

  it("follows the app's calls once logged in, and the next mail is in the new one", async () => {
    const customer = await registerConfirmed(server, { firstName: 'Luca' })
    expect((await userRowByUsername(server, customer.email))?.language).toBe('it')

    // The app switched to English: its next call says so.
    expectOk(await call(server, 'session', { token: customer.token, headers: ENGLISH }))
    expect((await userRowByUsername(server, customer.email))?.language).toBe('en')

    // A mail asked without any language (a reset) is written in the stored one.
    expectOk(await call(server, 'requestPasswordReset', { body: { tid: '01', email: customer.email } }))
    const reset = await lastMailTo(server, customer.email)
    expect(reset.subject).toBe('Supermercati Alpimare: Reset your password')
    expect(reset.raw).toMatch(/Hello Luca,/)
    expect(reset.raw).toMatch(/The link is valid for 1 hour and can be used only once\./)

    // A call that names no language of ours changes nothing; back in Italian it follows again.
    expectOk(await call(server, 'session', { token: customer.token, headers: { 'accept-language': 'fr' } }))
    expect((await userRowByUsername(server, customer.email))?.language).toBe('en')
    expectOk(await call(server, 'session', { token: customer.token, headers: ITALIAN }))
    expect((await userRowByUsername(server, customer.email))?.language).toBe('it')
    expectOk(await call(server, 'requestPasswordReset', { body: { tid: '01', email: customer.email } }))
    expect((await lastMailTo(server, customer.email)).subject).toBe(
      'Supermercati Alpimare: Reimposta la password',
    )
  })

  it('is taken from the login too', async () => {
    const customer = await registerConfirmed(server, { firstName: 'Sara' })
    const login = await call(server, 'login', {
      body: { username: customer.email, password: customer.password },
      headers: ENGLISH,
    })
    expectOk(login)
    expect((await userRowByUsername(server, customer.email))?.language).toBe('en')
  })
})

describe("an English customer's order", () => {
  it('is mailed in English when placed and when the store cancels it', async () => {
    const shops = expectOk(await call(server, 'ecommerceStores', { query: { s: 50 } }))
    const shop = shops.find((s) => s.deliveryModes.includes('IN_STORE')) ?? expect.fail('no shop')
    const products = expectOk(
      await call(server, 'products', { params: { storeId: shop.id }, query: { s: 50 } }),
    )
    const product = products.find((p) => p.unit === 'PIECE') ?? expect.fail('no product sold by the piece')
    const customer = await registerConfirmed(server, { firstName: 'Oliver' })
    const token = customer.token
    // The app's calls are in English: so is the customer from now on.
    const cart = expectOk(
      await call(server, 'cart', { token, query: { storeId: shop.id }, headers: ENGLISH }),
    )
    expectOk(
      await call(server, 'setCartLine', {
        token,
        params: { cartId: cart.id, productId: product.id },
        body: { quantity: 1 },
        headers: ENGLISH,
      }),
    )
    const windows = expectOk(
      await call(server, 'slots', { params: { storeId: shop.id }, query: { delivery: 'IN_STORE' } }),
    )
    const later = server.clock.now().getTime() + 30 * 3_600_000
    const slot =
      windows.find((w) => w.available && new Date(w.start).getTime() > later) ?? expect.fail('no window')
    const order = expectOk(
      await call(server, 'placeOrder', {
        token,
        headers: { ...ENGLISH, 'idempotency-key': `language-${Date.now()}` },
        body: { cartId: cart.id, slotId: slot.id, deliveryMode: 'IN_STORE', paymentMode: 'CASH' },
      }),
    )
    const placed = await lastMailTo(server, customer.email)
    expect(placed.subject).toBe(`Supermercati Alpimare: Order no. ${order.id} received`)
    expect(placed.raw).toMatch(/Hello Oliver,/)
    expect(placed.raw).toMatch(
      /in-store collection on [A-Z][a-z]+day \d{1,2} [A-Z][a-z]+, \d\d:\d\d.+\d\d:\d\d\./,
    )

    const cancelled = await server.json('POST', `/ops/orders/${order.id}/status`, {
      token: TEST_OPS_TOKEN,
      body: { status: 'CANCELLED' },
    })
    expect(cancelled.code).toBe(0)
    const mail = await lastMailTo(server, customer.email)
    expect(mail.subject).toBe(`Supermercati Alpimare: Order no. ${order.id} cancelled`)
    expect(mail.raw).toMatch(/You have not been charged/)
  })
})

describe('the order mails', () => {
  const facts = {
    to: 'emma@example.com',
    firstName: 'Emma',
    orderId: 42,
    storeName: 'Alpimare Torino Centro',
    deliveryMode: 'IN_STORE' as const,
    // Tuesday 24 November 2026, 10:00–12:00 in Rome.
    slotStart: new Date('2026-11-24T09:00:00Z'),
    slotEnd: new Date('2026-11-24T11:00:00Z'),
    totalCents: 2250,
    link: 'http://tessera.test/app/orders/42',
  }

  it('are written in English for an English customer, with British dates and money', () => {
    const placed = orderPlacedMail({ ...facts, language: 'en' })
    expect(placed.subject).toBe('Supermercati Alpimare: Order no. 42 received')
    expect(placed.text).toContain(
      'We have received your order no. 42 at Alpimare Torino Centro: in-store collection on Tuesday 24 November, 10:00–12:00.',
    )
    expect(placed.text).toContain('Estimated total: €22.50.')
    expect(placed.text).toContain('View your order: http://tessera.test/app/orders/42')

    const ready = orderStatusMail({ ...facts, language: 'en' }, 'TO_BE_COLLECTED')
    expect(ready?.subject).toBe('Supermercati Alpimare: Order no. 42 ready for collection')
    const delivering = orderStatusMail(
      { ...facts, deliveryMode: 'AT_HOME', language: 'en' },
      'TO_BE_DELIVERED',
    )
    expect(delivering?.text).toContain('Your order no. 42 is ready and will arrive on Tuesday 24 November')
    const cancelled = orderStatusMail({ ...facts, language: 'en' }, 'CANCELLED')
    expect(cancelled?.subject).toBe('Supermercati Alpimare: Order no. 42 cancelled')
    expect(orderStatusMail({ ...facts, language: 'en' }, 'IN_PREPARATION')).toBeNull()
  })

  it('keep their Italian texts for an Italian customer', () => {
    const placed = orderPlacedMail({ ...facts, language: 'it' })
    expect(placed.subject).toBe('Supermercati Alpimare: Ordine n. 42 ricevuto')
    expect(placed.text).toContain(
      'abbiamo ricevuto il tuo ordine n. 42 presso Alpimare Torino Centro: ritiro in negozio martedì 24 novembre, 10:00–12:00.',
    )
    expect(placed.text).toMatch(/Totale stimato: 22,50\s€\./)
    expect(orderStatusMail({ ...facts, language: 'it' }, 'TO_BE_COLLECTED')?.text).toContain(
      'ti aspettiamo presso Alpimare Torino Centro per il ritiro in negozio martedì 24 novembre',
    )
  })
})

describe('the .po reader', () => {
  it('reads escaped quotes and continued lines', () => {
    const po = [
      'msgid ""',
      'msgstr ""',
      '"Language: en\\n"',
      '',
      '#: server/x.ts',
      'msgid "a"',
      'msgstr "He said \\"hi\\""',
      '',
      'msgid "b"',
      'msgstr ""',
      '"one "',
      '"two"',
      '',
      'msgid "c"',
      'msgstr ""',
    ].join('\n')
    expect(readPo(po)).toEqual({ a: 'He said "hi"', b: 'one two' })
  })
})
