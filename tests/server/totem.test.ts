import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sessions, users } from '../../server/db/schema'
import { DEMO_CUSTOMERS, UNASSIGNED_CARD_CODES } from '../../server/db/seed/customers'
import { isValidCardCode, withCheckDigit } from '../../src/api/card-code'
import { startTestServer, type TestServer } from './harness'
import {
  base64,
  call,
  cardRow,
  consentRows,
  expectOk,
  expectRefused,
  freshEmail,
  kioskSignupBody,
  lastMailTo,
  SIGNATURE_SVG,
  updateBody,
  userRowByUsername,
  yearsAgo,
} from './helpers'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.stop())

const MARIO = DEMO_CUSTOMERS[0]
const GIUSEPPE = DEMO_CUSTOMERS.find((c) => c.username === null)
if (!MARIO || !GIUSEPPE) throw new Error('the seed changed: demo customers missing')

let cardSerial = 0
/** A printed card the kiosk has not seen (0430 00 8…). */
const newCard = () => withCheckDigit(`0430008${String(++cardSerial).padStart(5, '0')}`)

describe('kiosk login', () => {
  it('logs in by card and surname, in any case', async () => {
    for (const lastName of ['Esposito', 'esposito', ' ESPOSITO ']) {
      const login = expectOk(
        await call(server, 'kioskLogin', { body: { cardCode: GIUSEPPE.card.code, lastName } }),
      )
      expect(login.profile).toMatchObject({ username: GIUSEPPE.card.code, lastName: 'Esposito', email: null })
      expect(login.profile.cards.map((c) => c.code)).toEqual([GIUSEPPE.card.code])
      expectOk(await call(server, 'session', { token: login.jwt }))
    }
  })

  it('opens a kiosk session of 10 minutes and a web one of 30 days', async () => {
    const kiosk = expectOk(
      await call(server, 'kioskLogin', { body: { cardCode: GIUSEPPE.card.code, lastName: 'Esposito' } }),
    )
    const web = await server.login(MARIO.username ?? '', 'Tessera-2026')
    const lifetime = async (jwt: string) => {
      const jti = (
        JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString()) as { jti: string }
      ).jti
      const [row] = await server.running.database.db.select().from(sessions).where(eq(sessions.id, jti))
      return {
        terminalType: row?.terminalType,
        ms: (row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0),
      }
    }
    const minute = 60_000
    const k = await lifetime(kiosk.jwt)
    expect(k.terminalType).toBe('totem')
    expect(Math.round(k.ms / minute)).toBe(10)
    const w = await lifetime(web)
    expect(w.terminalType).toBe('web')
    expect(Math.round(w.ms / (24 * 60 * minute))).toBe(30)
  })

  it('sets no session cookie (nothing personal stays on the kiosk)', async () => {
    const answer = await call(server, 'kioskLogin', {
      body: { cardCode: GIUSEPPE.card.code, lastName: 'Esposito' },
    })
    expectOk(answer)
    expect(answer.headers['set-cookie']).toBeUndefined()
  })

  it('answers 2 for a wrong surname, an unknown or unassigned card', async () => {
    expectRefused(
      await call(server, 'kioskLogin', { body: { cardCode: GIUSEPPE.card.code, lastName: 'Rossi' } }),
      2,
    )
    expectRefused(
      await call(server, 'kioskLogin', { body: { cardCode: newCard(), lastName: 'Esposito' } }),
      2,
    )
    expectRefused(
      await call(server, 'kioskLogin', {
        body: { cardCode: UNASSIGNED_CARD_CODES[3] ?? '', lastName: 'Rossi' },
      }),
      2,
    )
  })

  it('answers 35 for an invalid card code and 400 without a surname', async () => {
    expectRefused(
      await call(server, 'kioskLogin', { body: { cardCode: '0430001234567', lastName: 'Rossi' } }),
      35,
    )
    expectRefused(
      await call(server, 'kioskLogin', { body: { cardCode: GIUSEPPE.card.code, lastName: '' } }),
      400,
    )
  })

  it('revokes the kiosk session on logout', async () => {
    const { jwt } = expectOk(
      await call(server, 'kioskLogin', { body: { cardCode: GIUSEPPE.card.code, lastName: 'Esposito' } }),
    )
    expectOk(await call(server, 'kioskLogout', { token: jwt }))
    expectRefused(await call(server, 'session', { token: jwt }), 401)
    expectRefused(await call(server, 'kioskLogout', { token: jwt }), 401)
    expectRefused(await call(server, 'kioskLogout'), 401)
  })
})

describe('kiosk sign-up', () => {
  it('with a card and an e-mail: the card works at once, the e-mail after choosing a password', async () => {
    const cardCode = UNASSIGNED_CARD_CODES[0] ?? ''
    const email = freshEmail('totem')
    const result = expectOk(
      await call(server, 'kioskSignup', { body: kioskSignupBody({ cardCode, email, lastName: 'Villa' }) }),
    )
    expect(result).toEqual({ cardCode, hasEmail: true })
    expectOk(await call(server, 'kioskLogin', { body: { cardCode, lastName: 'Villa' } }))

    const mail = await lastMailTo(server, email)
    expect(mail.raw).toContain(cardCode)
    expect(mail.raw).toMatch(/scegli la password/)
    expectRefused(await call(server, 'confirm', { body: { token: mail.token ?? '' } }), 7)
    expectRefused(
      await call(server, 'confirm', { body: { token: mail.token ?? '', password: 'tuttominuscolo' } }),
      13,
    )
    expect(
      expectOk(
        await call(server, 'confirm', { body: { token: mail.token ?? '', password: 'Villa-Totem-1' } }),
      ),
    ).toEqual({ username: email })
    const login = expectOk(
      await call(server, 'login', { body: { username: email, password: 'Villa-Totem-1' } }),
    )
    expect(login.profile.cards.map((c) => c.code)).toEqual([cardCode])
    expect(login.profile).toMatchObject({ terminalType: 'totem', attrib2: 'totem' })
  })

  it('completes the profile of a card-only customer found by card and surname (look-up step 2)', async () => {
    const cardCode = newCard()
    expectOk(await call(server, 'kioskSignup', { body: kioskSignupBody({ cardCode, lastName: 'Greco' }) }))
    const before = await userRowByUsername(server, cardCode)
    const found = expectOk(await call(server, 'kioskCardProfile', { query: { cardCode, lastName: 'Greco' } }))
    expect(found.id).toBe(before?.id)

    const email = freshEmail('greco')
    const result = expectOk(
      await call(server, 'kioskSignup', {
        body: kioskSignupBody({ cardCode, email, lastName: 'Greco', storeId: '7' }),
      }),
    )
    expect(result).toEqual({ cardCode, hasEmail: true })
    const after = await userRowByUsername(server, cardCode)
    expect(after).toMatchObject({ id: before?.id, attrib3: '7' })
    const consents = await consentRows(server, before?.id ?? 0)
    expect(consents.some((row) => row.storeId === '7')).toBe(true)
    const mail = await lastMailTo(server, email)
    expect(
      expectOk(
        await call(server, 'confirm', { body: { token: mail.token ?? '', password: 'Greco-Totem-1' } }),
      ),
    ).toEqual({ username: email })
    const login = expectOk(
      await call(server, 'login', { body: { username: email, password: 'Greco-Totem-1' } }),
    )
    expect(login.profile.id).toBe(before?.id)
    expect(login.profile.cards.map((c) => c.code)).toEqual([cardCode])
  })

  it('with a card only: no mail, the username is the card code', async () => {
    const cardCode = UNASSIGNED_CARD_CODES[1] ?? ''
    const mailsBefore = (await server.mails()).length
    const result = expectOk(
      await call(server, 'kioskSignup', { body: kioskSignupBody({ cardCode, lastName: 'Fontana' }) }),
    )
    expect(result).toEqual({ cardCode, hasEmail: false })
    expect(await server.mails()).toHaveLength(mailsBefore)
    const row = await userRowByUsername(server, cardCode)
    expect(row).toMatchObject({ email: null, passwordHash: null, status: 'ACTIVE', loginKind: 'CARD' })
    const login = expectOk(await call(server, 'kioskLogin', { body: { cardCode, lastName: 'Fontana' } }))
    expect(login.profile.username).toBe(cardCode)
  })

  it('with an e-mail only: a digital card is issued and mailed', async () => {
    const email = freshEmail('digitale')
    const result = expectOk(await call(server, 'kioskSignup', { body: kioskSignupBody({ email }) }))
    expect(result.hasEmail).toBe(true)
    expect(await userRowByUsername(server, email)).toMatchObject({ loginKind: 'EMAIL', passwordHash: null })
    expect(result.cardCode).toMatch(/^043[01]00\d{7}$/)
    expect(isValidCardCode(result.cardCode)).toBe(true)
    expect(await cardRow(server, result.cardCode)).toMatchObject({ description: 'Carta digitale' })
    expect((await lastMailTo(server, email)).raw).toContain(result.cardCode)
  })

  it('with neither card nor e-mail: refused on the username (4), nothing written', async () => {
    const before = (await server.running.database.db.select({ id: users.id }).from(users)).length
    const answer = await call(server, 'kioskSignup', { body: kioskSignupBody({ lastName: 'Nessuno' }) })
    expectRefused(answer, 4)
    expect(await server.running.database.db.select({ id: users.id }).from(users)).toHaveLength(before)
  })

  it('records the consents with the kiosk channel and the store of attrib3', async () => {
    const cardCode = newCard()
    expectOk(await call(server, 'kioskSignup', { body: kioskSignupBody({ cardCode, storeId: '12' }) }))
    const row = await userRowByUsername(server, cardCode)
    expect(row?.attrib3).toBe('12')
    const events = await consentRows(server, row?.id ?? -1)
    expect(events.map((e) => [e.consent, e.granted, e.channel, e.storeId])).toEqual([
      ['accept1', true, 'totem', '12'],
      ['accept2', true, 'totem', '12'],
      ['accept3', true, 'totem', '12'],
      ['accept4', false, 'totem', '12'],
      ['accept5', false, 'totem', '12'],
      ['accept6', false, 'totem', '12'],
    ])
  })

  it('keeps the signature as SVG text', async () => {
    const cardCode = newCard()
    expectOk(await call(server, 'kioskSignup', { body: kioskSignupBody({ cardCode }) }))
    expect((await userRowByUsername(server, cardCode))?.signatureSvg).toBe(SIGNATURE_SVG)
  })

  it('refuses a signature that is not a base64 SVG, or that carries anything active, with 400', async () => {
    const path = '<path d="M0 0 L10 10" stroke="#000"/>'
    const svg = (inner: string, attributes = '') =>
      base64(`<svg xmlns="http://www.w3.org/2000/svg"${attributes}>${inner}</svg>`)
    for (const signature of [
      '',
      'questa non è base64!',
      base64('just some text'),
      base64('<html><body>firma</body></html>'),
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).toString('base64'),
      svg(`${path}<script>alert(1)</script>`),
      svg(`${path}<SCRIPT src="https://evil.example/x.js"></SCRIPT>`),
      svg(path, ' onload="alert(1)"'),
      svg(`<a href="javascript:alert(1)">${path}</a>`),
      svg(`${path}<foreignObject><div>x</div></foreignObject>`),
      svg(`<image href="https://evil.example/track.png"/>${path}`),
      svg(''),
    ]) {
      const cardCode = newCard()
      const answer = await call(server, 'kioskSignup', { body: kioskSignupBody({ cardCode, signature }) })
      expectRefused(answer, 400)
      expect(answer.message).toMatch(/^Richiesta non valida: signature/)
      expect(await userRowByUsername(server, cardCode)).toBeNull()
    }
  })

  it('answers 29 for a card that has an owner, 26 for a taken e-mail, 28 under 18, 30 for a bad phone', async () => {
    expectRefused(
      await call(server, 'kioskSignup', {
        body: kioskSignupBody({ cardCode: MARIO.card.code, lastName: 'Rossi' }),
      }),
      29,
    )
    expectRefused(
      await call(server, 'kioskSignup', {
        body: kioskSignupBody({ cardCode: GIUSEPPE.card.code, lastName: 'Bianchi' }),
      }),
      29,
    )
    expectRefused(
      await call(server, 'kioskSignup', { body: kioskSignupBody({ email: MARIO.username ?? '' }) }),
      26,
    )
    const minor = newCard()
    expectRefused(
      await call(server, 'kioskSignup', {
        body: kioskSignupBody({ cardCode: minor, birthDate: yearsAgo(17) }),
      }),
      28,
    )
    expect(await userRowByUsername(server, minor)).toBeNull()
    expectRefused(
      await call(server, 'kioskSignup', {
        body: kioskSignupBody({ cardCode: newCard(), mobilePhone: '1234' }),
      }),
      30,
    )
    expectRefused(
      await call(server, 'kioskSignup', { body: kioskSignupBody({ cardCode: '0430001234567' }) }),
      35,
    )
    expectRefused(await call(server, 'kioskSignup', { body: kioskSignupBody({ email: 'non-una-mail' }) }), 4)
  })

  it('refuses a payload that is not the kiosk one with 400', async () => {
    const body = kioskSignupBody({ cardCode: newCard() })
    expectRefused(await call(server, 'kioskSignup', { body: { ...body, terminalType: 'web' } }), 400)
    expectRefused(await call(server, 'kioskSignup', { body: { ...body, attrib2: 'web' } }), 400)
    expectRefused(await call(server, 'kioskSignup', { body: { ...body, attrib3: 'x'.repeat(41) } }), 400)
    expectRefused(
      await call(server, 'kioskSignup', { body: { ...body, profile: { ...body.profile, accept1: false } } }),
      400,
    )
  })
})

describe('kiosk card profile', () => {
  it('reads a card-only profile by card and surname', async () => {
    const found = expectOk(
      await call(server, 'kioskCardProfile', {
        query: { cardCode: GIUSEPPE.card.code, lastName: 'ESPÒSITO' },
      }),
    )
    expect(found).toMatchObject({
      firstName: 'Giuseppe',
      lastName: 'Esposito',
      email: null,
      mobilePhone: null,
    })
    expect(found.cards.map((c) => c.code)).toEqual([GIUSEPPE.card.code])
  })

  it('answers 21, 29 and 35 like the web look-up', async () => {
    expectRefused(
      await call(server, 'kioskCardProfile', {
        query: { cardCode: GIUSEPPE.card.code, lastName: 'Bianchi' },
      }),
      21,
    )
    expectRefused(
      await call(server, 'kioskCardProfile', { query: { cardCode: MARIO.card.code, lastName: 'Rossi' } }),
      29,
    )
    expectRefused(
      await call(server, 'kioskCardProfile', { query: { cardCode: '043', lastName: 'Rossi' } }),
      35,
    )
  })
})

describe('kiosk profile update', () => {
  it('updates the profile of a card-only customer, who may leave a contact e-mail', async () => {
    const cardCode = newCard()
    expectOk(
      await call(server, 'kioskSignup', {
        body: kioskSignupBody({ cardCode, lastName: 'Serra', storeId: '21' }),
      }),
    )
    const { jwt, profile } = expectOk(
      await call(server, 'kioskLogin', { body: { cardCode, lastName: 'Serra' } }),
    )
    const before = (await consentRows(server, profile.id)).length
    const contact = freshEmail('contatto')
    const updated = expectOk(
      await call(server, 'kioskUpdateProfile', {
        token: jwt,
        body: {
          ...updateBody({ firstName: 'Marta', lastName: 'Serra', mobilePhone: '3401234567', accept3: false }),
          email: contact,
          // The kiosk making the change, not the one of the sign-up (21), is recorded.
          storeId: '34',
        },
      }),
    )
    expect(updated).toMatchObject({
      id: profile.id,
      username: cardCode,
      email: contact,
      firstName: 'Marta',
      mobilePhone: '3401234567',
      accept3: false,
      accept6: true,
    })
    const events = (await consentRows(server, profile.id)).slice(before)
    expect(events.map((e) => [e.consent, e.granted, e.channel, e.storeId])).toEqual([
      ['accept3', false, 'totem', '34'],
      ['accept5', true, 'totem', '34'],
      ['accept6', true, 'totem', '34'],
    ])
    // The contact address is not a login: the customer still logs in with the card.
    expectOk(await call(server, 'kioskLogin', { body: { cardCode, lastName: 'Serra' } }))
    const cleared = expectOk(
      await call(server, 'kioskUpdateProfile', {
        token: jwt,
        body: { ...updateBody({ firstName: 'Marta', lastName: 'Serra' }), email: '' },
      }),
    )
    expect(cleared.email).toBeNull()
  })

  it('leaves out the address of a customer who gave none at the kiosk, and keeps one on file', async () => {
    const cardCode = newCard()
    expectOk(
      await call(server, 'kioskSignup', {
        body: kioskSignupBody({ cardCode, lastName: 'Gallo', address: null }),
      }),
    )
    const { jwt } = expectOk(await call(server, 'kioskLogin', { body: { cardCode, lastName: 'Gallo' } }))
    const body = { ...updateBody({ firstName: 'Ada', lastName: 'Gallo' }), address: null }
    const without = expectOk(await call(server, 'kioskUpdateProfile', { token: jwt, body }))
    expect(without).toMatchObject({ firstName: 'Ada', address: null })
    const withAddress = expectOk(
      await call(server, 'kioskUpdateProfile', {
        token: jwt,
        body: { ...body, address: updateBody().address },
      }),
    )
    expect(withAddress.address).toMatchObject({ city: 'Torino', zip: '10138' })
    const kept = expectOk(await call(server, 'kioskUpdateProfile', { token: jwt, body }))
    expect(kept.address).toMatchObject({ city: 'Torino' })
  })

  it("does not change a web customer's login e-mail", async () => {
    const { jwt } = expectOk(
      await call(server, 'kioskLogin', { body: { cardCode: MARIO.card.code, lastName: 'Rossi' } }),
    )
    const updated = expectOk(
      await call(server, 'kioskUpdateProfile', {
        token: jwt,
        body: { ...updateBody(), email: freshEmail('altra') },
      }),
    )
    expect(updated).toMatchObject({ username: MARIO.username, email: MARIO.username })
  })

  it('answers 30 for a phone that is not 10 digits, 28 for a minor, 4 for a bad e-mail, 401 without session', async () => {
    const { jwt } = expectOk(
      await call(server, 'kioskLogin', { body: { cardCode: GIUSEPPE.card.code, lastName: 'Esposito' } }),
    )
    const body = updateBody({ firstName: 'Giuseppe', lastName: 'Esposito', birthDate: '1958-06-21' })
    expectRefused(
      await call(server, 'kioskUpdateProfile', { token: jwt, body: { ...body, mobilePhone: '340123456' } }),
      30,
    )
    expectRefused(
      await call(server, 'kioskUpdateProfile', { token: jwt, body: { ...body, birthDate: yearsAgo(17) } }),
      28,
    )
    expectRefused(await call(server, 'kioskUpdateProfile', { token: jwt, body: { ...body, email: 'x@' } }), 4)
    expectRefused(await call(server, 'kioskUpdateProfile', { body }), 401)
  })
})

describe('kiosk profile deletion', () => {
  it('deletes the logged-in user by id, with the card; the token then gets 401', async () => {
    const cardCode = newCard()
    expectOk(await call(server, 'kioskSignup', { body: kioskSignupBody({ cardCode, lastName: 'Bruno' }) }))
    const { jwt, profile } = expectOk(
      await call(server, 'kioskLogin', { body: { cardCode, lastName: 'Bruno' } }),
    )
    expectOk(await call(server, 'kioskDeleteProfile', { token: jwt, params: { id: profile.id } }))
    expect(await cardRow(server, cardCode)).toBeNull()
    expect(await server.running.database.db.select().from(users).where(eq(users.id, profile.id))).toEqual([])
    expectRefused(await call(server, 'session', { token: jwt }), 401)
    expectRefused(await call(server, 'kioskLogin', { body: { cardCode, lastName: 'Bruno' } }), 2)
  })

  it("answers 21 for someone else's id and 401 without a session", async () => {
    const { jwt } = expectOk(
      await call(server, 'kioskLogin', { body: { cardCode: GIUSEPPE.card.code, lastName: 'Esposito' } }),
    )
    const mario = await userRowByUsername(server, MARIO.username ?? '')
    expectRefused(
      await call(server, 'kioskDeleteProfile', { token: jwt, params: { id: mario?.id ?? 0 } }),
      21,
    )
    expect(await userRowByUsername(server, MARIO.username ?? '')).not.toBeNull()
    expectRefused(await call(server, 'kioskDeleteProfile', { params: { id: mario?.id ?? 0 } }), 401)
    expectRefused(await call(server, 'kioskDeleteProfile', { token: jwt, params: { id: 'io' } }), 400)
  })
})

describe('concurrent kiosk sign-ups with the same card', () => {
  it('give the card to one customer only; the other is told it is taken (29)', async () => {
    for (const withEmail of [true, false]) {
      const cardCode = newCard()
      // Two people: with the same surname the second would complete the first one's profile.
      const bodies = [0, 1].map((i) =>
        kioskSignupBody({
          cardCode,
          lastName: i === 0 ? 'Gara' : 'Corsa',
          ...(withEmail ? { email: freshEmail('gara') } : {}),
        }),
      )
      const answers = await Promise.all(bodies.map((body) => call(server, 'kioskSignup', { body })))
      expect(answers.filter((a) => a.code === 0)).toHaveLength(1)
      const loser = answers.find((a) => a.code !== 0)
      if (!loser) return expect.fail('one sign-up must be refused')
      expectRefused(loser, 29)
      const owner = (await cardRow(server, cardCode))?.userId
      const winner = answers.findIndex((a) => a.code === 0)
      if (withEmail) {
        expect((await userRowByUsername(server, bodies[winner]?.username ?? ''))?.id).toBe(owner)
        expect(await userRowByUsername(server, bodies[1 - winner]?.username ?? '')).toBeNull()
      }
    }
  })
})
