import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addresses, cards, consentEvents, sessions, users } from '../../server/db/schema'
import { DEMO_CUSTOMERS, NO_PREFERENCES, UNASSIGNED_CARD_CODES } from '../../server/db/seed/customers'
import { withCheckDigit } from '../../src/api/card-code'
import { startTestServer, type TestServer } from './harness'
import {
  call,
  cardRow,
  consentRows,
  DEMO_PASSWORD,
  expectOk,
  expectRefused,
  freshEmail,
  kioskSignupBody,
  lastMailTo,
  registerConfirmed,
  signupBody,
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

/** A card-only customer made at the kiosk, logged in there. */
async function cardOnlyCustomer(cardCode: string, lastName: string) {
  expectOk(await call(server, 'kioskSignup', { body: kioskSignupBody({ cardCode, lastName }) }))
  const login = expectOk(await call(server, 'kioskLogin', { body: { cardCode, lastName } }))
  return { token: login.jwt, profile: login.profile }
}

describe('profile update', () => {
  it('updates personal data, address and preferences and returns the user', async () => {
    const user = await registerConfirmed(server)
    const body = updateBody({
      firstName: 'Lucia Maria',
      lastName: "D'Amico",
      birthDate: '1988-12-01',
      gender: 'FEMALE',
      ssnCode: 'dmclcu88t41l219x',
      mobilePhone: '3331234567',
      address: { county: 'CN', city: 'Alba', zip: '12051', address: 'Via Vittorio Emanuele 3' },
      preferences: { ...NO_PREFERENCES, profession: 'RETIRED', interests: 'BOOKS', animals: 'CAT' },
    })
    const updated = expectOk(await call(server, 'updateProfile', { token: user.token, body }))
    expect(updated).toMatchObject({
      id: user.userId,
      username: user.email,
      email: user.email,
      firstName: 'Lucia Maria',
      lastName: "D'Amico",
      birthDate: '1988-12-01',
      gender: 'FEMALE',
      ssnCode: 'DMCLCU88T41L219X',
      mobilePhone: '3331234567',
      address: { county: 'CN', city: 'Alba', zip: '12051', address: 'Via Vittorio Emanuele 3' },
      preferences: { ...NO_PREFERENCES, profession: 'RETIRED', interests: 'BOOKS', animals: 'CAT' },
    })
    expect(updated.cards).toHaveLength(1)
    // The session check gives the same user.
    expect(expectOk(await call(server, 'session', { token: user.token }))).toEqual(updated)
  })

  it('keeps child birth years only for FAMILY_WITH_CHILDREN', async () => {
    const user = await registerConfirmed(server)
    const years = {
      birthYearChild1: '2012',
      birthYearChild2: '2016',
      birthYearChild3: '',
      birthYearChild4: null,
    }
    const withChildren = expectOk(
      await call(server, 'updateProfile', {
        token: user.token,
        body: updateBody({
          preferences: { ...NO_PREFERENCES, familySituation: 'FAMILY_WITH_CHILDREN', ...years },
        }),
      }),
    )
    expect(withChildren.preferences).toEqual({
      ...NO_PREFERENCES,
      familySituation: 'FAMILY_WITH_CHILDREN',
      birthYearChild1: '2012',
      birthYearChild2: '2016',
    })
    for (const familySituation of ['SINGLE', 'FAMILY_WITHOUT_CHILDREN', null] as const) {
      const other = expectOk(
        await call(server, 'updateProfile', {
          token: user.token,
          body: updateBody({ preferences: { ...NO_PREFERENCES, familySituation, ...years } }),
        }),
      )
      expect(other.preferences).toEqual({ ...NO_PREFERENCES, familySituation })
    }
  })

  it('refuses a child birth year that is not 4 digits with 400', async () => {
    const user = await registerConfirmed(server)
    const answer = await call(server, 'updateProfile', {
      token: user.token,
      body: updateBody({
        preferences: { ...NO_PREFERENCES, familySituation: 'FAMILY_WITH_CHILDREN', birthYearChild1: '12' },
      }),
    })
    expectRefused(answer, 400)
    expect(answer.message).toMatch(/birthYearChild1/)
  })

  it('turns accept6 off without a mobile phone', async () => {
    const user = await registerConfirmed(server)
    const off = expectOk(
      await call(server, 'updateProfile', {
        token: user.token,
        body: updateBody({ mobilePhone: '', accept6: true }),
      }),
    )
    expect(off).toMatchObject({ mobilePhone: null, accept6: false })
    const on = expectOk(
      await call(server, 'updateProfile', {
        token: user.token,
        body: updateBody({ mobilePhone: '3471112223', accept6: true }),
      }),
    )
    expect(on).toMatchObject({ mobilePhone: '3471112223', accept6: true })
  })

  it('answers 28 for a minor birth date and 30 for a phone that is not 10 digits, changing nothing', async () => {
    const user = await registerConfirmed(server)
    const before = expectOk(await call(server, 'session', { token: user.token }))
    expectRefused(
      await call(server, 'updateProfile', {
        token: user.token,
        body: updateBody({ birthDate: yearsAgo(17), firstName: 'Minorenne' }),
      }),
      28,
    )
    expectRefused(
      await call(server, 'updateProfile', {
        token: user.token,
        body: updateBody({ mobilePhone: '347123456', firstName: 'Nove cifre' }),
      }),
      30,
    )
    expect(expectOk(await call(server, 'session', { token: user.token }))).toEqual(before)
  })

  it('refuses to drop the required consents with 400', async () => {
    const user = await registerConfirmed(server)
    const answer = await call(server, 'updateProfile', {
      token: user.token,
      body: { ...updateBody(), accept2: false },
    })
    expectRefused(answer, 400)
  })

  it('records the consents that changed, with the channel', async () => {
    const user = await registerConfirmed(server)
    const start = (await consentRows(server, user.userId)).length
    expect(start).toBe(6)
    expectOk(
      await call(server, 'updateProfile', {
        token: user.token,
        body: updateBody({ accept3: true, accept4: false, accept5: false, accept6: false }),
      }),
    )
    const events = (await consentRows(server, user.userId)).slice(start)
    expect(events.map((e) => [e.consent, e.granted, e.channel, e.storeId])).toEqual([
      ['accept3', true, 'web', null],
    ])
    // Sending the same consents again records nothing.
    expectOk(
      await call(server, 'updateProfile', {
        token: user.token,
        body: updateBody({ accept3: true, accept4: false, accept5: false, accept6: false }),
      }),
    )
    expect(await consentRows(server, user.userId)).toHaveLength(start + 1)
    expectOk(
      await call(server, 'updateProfile', {
        token: user.token,
        body: updateBody({ accept3: false, accept4: true, accept5: false, accept6: false }),
      }),
    )
    const latest = (await consentRows(server, user.userId)).slice(start + 1)
    expect(latest.map((e) => [e.consent, e.granted])).toEqual([
      ['accept3', false],
      ['accept4', true],
    ])
  })

  it('needs a session', async () => {
    expectRefused(await call(server, 'updateProfile', { body: updateBody() }), 401)
  })
})

describe('profile deletion', () => {
  it('deletes the user with its cards, address, sessions and consents; the token then gets 401', async () => {
    const code = withCheckDigit('043000555001')
    const user = await registerConfirmed(server, { cardCode: code })
    const other = await server.login(user.email, user.password)
    expect(await cardRow(server, code)).not.toBeNull()
    expectOk(await call(server, 'deleteProfile', { token: user.token, body: { profileId: user.userId } }))

    const { db } = server.running.database
    expect(await cardRow(server, code)).toBeNull()
    expect(await db.select().from(users).where(eq(users.id, user.userId))).toEqual([])
    expect(await db.select().from(addresses).where(eq(addresses.userId, user.userId))).toEqual([])
    expect(await db.select().from(consentEvents).where(eq(consentEvents.userId, user.userId))).toEqual([])
    expect(await db.select().from(sessions).where(eq(sessions.userId, user.userId))).toEqual([])
    expectRefused(await call(server, 'session', { token: user.token }), 401)
    expectRefused(await call(server, 'session', { token: other }), 401)
    expectRefused(await call(server, 'login', { body: { username: user.email, password: user.password } }), 2)
    // The address is free again.
    expectOk(await call(server, 'signup', { body: signupBody({ email: user.email }) }))
  })

  it("answers 21 for someone else's id and deletes nothing", async () => {
    const user = await registerConfirmed(server)
    const mario = await server.login(MARIO.username ?? '', DEMO_PASSWORD)
    const marioId = expectOk(await call(server, 'session', { token: mario })).id
    expectRefused(
      await call(server, 'deleteProfile', { token: user.token, body: { profileId: marioId } }),
      21,
    )
    expectOk(await call(server, 'session', { token: mario }))
    expectOk(await call(server, 'session', { token: user.token }))
    expectRefused(
      await call(server, 'deleteProfile', { token: user.token, body: { profileId: String(user.userId) } }),
      400,
    )
    expectRefused(await call(server, 'deleteProfile', { body: { profileId: user.userId } }), 401)
  })
})

describe('disabling a card', () => {
  it('disables the card and answers with it first, enabled false', async () => {
    const user = await registerConfirmed(server)
    // A second, newer card (a printed one added at the till): the API has no call that adds one.
    const [second] = await server.running.database.db
      .insert(cards)
      .values({ code: withCheckDigit('043000555002'), description: 'Carta fedeltà', userId: user.userId })
      .returning()
    const me = expectOk(await call(server, 'session', { token: user.token }))
    expect(me.cards.map((c) => c.id)).toHaveLength(2)
    const first = me.cards[0]
    if (!first || !second) return expect.fail('cards missing')
    expect(first.id).not.toBe(second.id)

    const answer = expectOk(
      await call(server, 'disableCard', { token: user.token, params: { id: first.id } }),
    )
    expect(answer.map((c) => [c.id, c.enabled])).toEqual([
      [first.id, false],
      [second.id, true],
    ])
    expect((await cardRow(server, first.code))?.enabled).toBe(false)
    // The profile now lists the enabled card first.
    const after = expectOk(await call(server, 'session', { token: user.token }))
    expect(after.cards.map((c) => [c.id, c.enabled])).toEqual([
      [second.id, true],
      [first.id, false],
    ])
  })

  it("answers 404 for another user's card and for an unknown one, and 400 for a bad id", async () => {
    const user = await registerConfirmed(server)
    const marioCard = await cardRow(server, MARIO.card.code)
    const answer = await call(server, 'disableCard', {
      token: user.token,
      params: { id: marioCard?.id ?? 0 },
    })
    expectRefused(answer, 404, { message: 'Carta non trovata' })
    expect((await cardRow(server, MARIO.card.code))?.enabled).toBe(true)
    expectRefused(await call(server, 'disableCard', { token: user.token, params: { id: 999_999 } }), 404)
    expectRefused(await call(server, 'disableCard', { token: user.token, params: { id: 'uno' } }), 400)
    expectRefused(await call(server, 'disableCard', { params: { id: marioCard?.id ?? 0 } }), 401)
  })

  it('keeps a disabled card out of the kiosk', async () => {
    const code = UNASSIGNED_CARD_CODES[3] ?? ''
    const customer = await cardOnlyCustomer(code, 'Marino')
    const card = customer.profile.cards[0]
    expectOk(await call(server, 'disableCard', { token: customer.token, params: { id: card?.id ?? 0 } }))
    expectRefused(await call(server, 'kioskLogin', { body: { cardCode: code, lastName: 'Marino' } }), 2)
  })
})

describe('upgrade of a card-only customer', () => {
  it('kiosk login → upgrade → mail → confirm → web login with the new e-mail', async () => {
    const code = UNASSIGNED_CARD_CODES[0] ?? ''
    const customer = await cardOnlyCustomer(code, 'Greco')
    expect(customer.profile.username).toBe(code)
    expect(customer.profile.email).toBeNull()
    expect(await userRowByUsername(server, code)).toMatchObject({ loginKind: 'CARD' })

    const email = freshEmail('greco')
    expectOk(
      await call(server, 'upgrade', {
        token: customer.token,
        body: {
          email: `  ${email.toUpperCase()} `,
          newPassword: 'Greco-Password-7',
          accept5: true,
          accept6: true,
        },
      }),
    )
    // Not before the address is confirmed.
    expectRefused(await call(server, 'login', { body: { username: email, password: 'Greco-Password-7' } }), 2)
    const mail = await lastMailTo(server, email)
    expect(mail.subject).toMatch(/Conferma il tuo indirizzo email/)
    expect(expectOk(await call(server, 'confirm', { body: { token: mail.token ?? '' } }))).toEqual({
      username: email,
    })

    const login = expectOk(
      await call(server, 'login', { body: { username: email, password: 'Greco-Password-7' } }),
    )
    expect(login.profile).toMatchObject({ id: customer.profile.id, username: email, email, accept5: true })
    expect(await userRowByUsername(server, email)).toMatchObject({ loginKind: 'EMAIL' })
    // No mobile phone: the SMS consent stays off.
    expect(login.profile.accept6).toBe(false)
    expect(login.profile.cards.map((c) => c.code)).toEqual([code])
    // The kiosk still knows the customer by card and surname.
    expectOk(await call(server, 'kioskLogin', { body: { cardCode: code, lastName: 'Greco' } }))
    // And the profile has an e-mail now: a second upgrade is refused.
    const kiosk = expectOk(await call(server, 'kioskLogin', { body: { cardCode: code, lastName: 'Greco' } }))
    expectRefused(
      await call(server, 'upgrade', {
        token: kiosk.jwt,
        body: { email: freshEmail(), newPassword: 'Greco-Password-8' },
      }),
      8,
    )
  })

  it('answers 8 to a user who already logs in with an e-mail', async () => {
    const token = await server.login(MARIO.username ?? '', DEMO_PASSWORD)
    expectRefused(
      await call(server, 'upgrade', { token, body: { email: freshEmail(), newPassword: 'Mario-Nuova-9' } }),
      8,
    )
  })

  it('answers 13 for a weak password, 26 for a taken address, 4 for a bad one', async () => {
    const code = withCheckDigit('043000555003')
    const customer = await cardOnlyCustomer(code, 'Conti')
    const upgrade = (email: string, newPassword: string) =>
      call(server, 'upgrade', { token: customer.token, body: { email, newPassword } })
    expectRefused(await upgrade(freshEmail(), 'debolissima'), 13)
    expectRefused(await upgrade(MARIO.username ?? '', 'Conti-Password-1'), 26)
    expectRefused(await upgrade('conti-at-example', 'Conti-Password-1'), 4)
    expectRefused(
      await call(server, 'upgrade', { body: { email: freshEmail(), newPassword: 'Conti-1-Pw' } }),
      401,
    )
  })

  it('answers 26 at confirmation when the address was taken meanwhile', async () => {
    const code = withCheckDigit('043000555004')
    const customer = await cardOnlyCustomer(code, 'Ricci')
    const email = freshEmail('ricci')
    expectOk(
      await call(server, 'upgrade', {
        token: customer.token,
        body: { email, newPassword: 'Ricci-Password-1' },
      }),
    )
    const upgradeMail = await lastMailTo(server, email)
    await registerConfirmed(server, { email })
    expectRefused(await call(server, 'confirm', { body: { token: upgradeMail.token ?? '' } }), 26)
    const [row] = await server.running.database.db
      .select()
      .from(users)
      .where(and(eq(users.id, customer.profile.id), eq(users.username, code)))
    expect(row).toBeDefined()
  })
})

describe('card look-up (latua)', () => {
  const giuseppe = GIUSEPPE

  it('finds a card-only customer by card and surname in any case and with accents', async () => {
    for (const lastName of ['Esposito', 'esposito', 'ESPOSITO', 'Espòsito', '  Espósito ']) {
      const found = expectOk(
        await call(server, 'cardLookup', { query: { cardCode: giuseppe.card.code, lastName } }),
      )
      expect(found).toMatchObject({
        firstName: 'Giuseppe',
        lastName: 'Esposito',
        birthDate: '1958-06-21',
        gender: 'MALE',
        address: { county: 'MI', city: 'Milano', zip: '20135', address: 'Viale Umbria 30' },
      })
      expect(found.cards.map((c) => c.code)).toEqual([giuseppe.card.code])
      // Only what the sign-up form needs.
      expect(found).toMatchObject({ email: null, mobilePhone: null, ssnCode: null, preferences: null })
    }
  })

  it('answers 21 for a wrong surname or an unassigned card', async () => {
    expectRefused(
      await call(server, 'cardLookup', { query: { cardCode: giuseppe.card.code, lastName: 'Rossi' } }),
      21,
    )
    expectRefused(
      await call(server, 'cardLookup', {
        query: { cardCode: withCheckDigit('043000900099'), lastName: 'Rossi' },
      }),
      21,
    )
  })

  it('answers 29 for a card registered on the web', async () => {
    expectRefused(
      await call(server, 'cardLookup', { query: { cardCode: MARIO.card.code, lastName: 'Rossi' } }),
      29,
    )
  })

  it('answers 35 for an invalid card code and 400 without a surname', async () => {
    const code = giuseppe.card.code
    const wrongCheck = `${code.slice(0, 12)}${(Number(code[12]) + 1) % 10}`
    for (const cardCode of [wrongCheck, '12345']) {
      expectRefused(await call(server, 'cardLookup', { query: { cardCode, lastName: 'Esposito' } }), 35)
    }
    // Nothing to look up is a malformed request, not an invalid code.
    expectRefused(await call(server, 'cardLookup', { query: { cardCode: '', lastName: 'Esposito' } }), 400)
    expectRefused(await call(server, 'cardLookup', { query: { cardCode: code } }), 400)
  })
})

describe('preference options', () => {
  it('lists exactly the keys of behaviour §3, each with an Italian label', async () => {
    const options = expectOk(await call(server, 'preferences'))
    const keys = (list: { values: Record<string, string>[] }) =>
      list.values.map((entry) => {
        expect(Object.keys(entry)).toHaveLength(1)
        const [key = '', label = ''] = Object.entries(entry)[0] ?? []
        expect(label.trim()).not.toBe('')
        return key
      })
    expect(Object.keys(options).sort()).toEqual(
      ['animals', 'familySituation', 'interests', 'profession', 'qualification'].sort(),
    )
    expect(keys(options.profession)).toEqual(['EMPLOYEE', 'SELF_EMPLOYED', 'RETIRED', 'UNEMPLOYED'])
    expect(keys(options.qualification)).toEqual(['SECONDARY_SCHOOL', 'HIGH_SCHOOL', 'UNIVERSITY'])
    expect(keys(options.interests)).toEqual([
      'COOKING',
      'GARDENING',
      'DIY',
      'TRAVELS',
      'SPORTS',
      'BOOKS',
      'FASHION',
    ])
    expect(keys(options.animals)).toEqual(['NONE', 'DOG', 'CAT', 'OTHER'])
    expect(keys(options.familySituation)).toEqual([
      'SINGLE',
      'FAMILY_WITH_CHILDREN',
      'FAMILY_WITHOUT_CHILDREN',
    ])
    expect(options.familySituation.values[1]).toEqual({ FAMILY_WITH_CHILDREN: 'Famiglia con figli' })
  })
})
