import { existsSync } from 'node:fs'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { actionTokens, addresses, cards, consentEvents, mailOutbox, users } from '../../server/db/schema'
import { DEMO_CUSTOMERS, UNASSIGNED_CARD_CODES } from '../../server/db/seed/customers'
import { CARD_CODE_PATTERN, isValidCardCode, withCheckDigit } from '../../src/api/card-code'
import { currentLegalVersions } from '../../src/api/legal-texts'
import { startTestServer, type TestServer } from './harness'
import {
  call,
  cardRow,
  consentRows,
  expectOk,
  expectRefused,
  freshEmail,
  lastMailTo,
  refuseWrites,
  registerConfirmed,
  signupBody,
  unseenCardCode,
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

/** Sign-up must have written nothing for the address. */
async function expectNoUser(email: string): Promise<void> {
  expect(await userRowByUsername(server, email)).toBeNull()
  const [row] = await server.running.database.db.select().from(users).where(eq(users.email, email))
  expect(row).toBeUndefined()
}

describe('sign-up on the web', () => {
  it('registers a pending account that logs in only after the link of the mail', async () => {
    const body = signupBody({ firstName: 'Chiara' })
    expect(expectOk(await call(server, 'signup', { body }))).toBeUndefined()

    expectRefused(
      await call(server, 'login', { body: { username: body.username, password: body.password } }),
      5,
    )

    const mail = await lastMailTo(server, body.username)
    expect(mail.subject).toMatch(/Conferma la tua registrazione/)
    expect(mail.raw).toMatch(/Ciao Chiara/)
    expect(mail.link).toMatch(/^http:\/\/tessera\.test\/app\/confirm\?token=/)
    const confirmed = expectOk(await call(server, 'confirm', { body: { token: mail.token ?? '' } }))
    expect(confirmed).toEqual({ username: body.username })

    const login = expectOk(
      await call(server, 'login', { body: { username: body.username, password: body.password } }),
    )
    expect(login.profile).toMatchObject({
      username: body.username,
      email: body.username,
      firstName: 'Chiara',
      lastName: 'Ferrero',
      birthDate: '1990-05-20',
      gender: 'FEMALE',
      terminalType: 'web',
      employee: false,
      accept1: true,
      accept2: true,
      address: { county: 'TO', city: 'Torino', zip: '10121', address: 'Via Roma 1' },
    })

    // A second click on the link says the address is confirmed already; an unknown link is invalid.
    expectRefused(await call(server, 'confirm', { body: { token: mail.token ?? '' } }), 9, {
      message: /confermato/,
    })
    expectRefused(await call(server, 'confirm', { body: { token: 'y'.repeat(43) } }), 6)
  })

  it("carries the page signed up from (?redirect=, a list's join link) in the mail's link, and no other site", async () => {
    const back = '/lists/join?token=AbC-123_x'
    const body = signupBody({ firstName: 'Dario' })
    expectOk(await call(server, 'signup', { body, query: { redirect: back } }))
    const mail = await lastMailTo(server, body.username)
    const link = new URL(mail.raw.match(/https?:\/\/\S+\/app\/confirm\?token=[^\s"<>]+/)?.[0] ?? '')
    expect(link.searchParams.get('redirect')).toBe(back)
    expect(link.searchParams.get('token')).toBe(mail.token)
    // The confirmation itself is as without it.
    expect(expectOk(await call(server, 'confirm', { body: { token: mail.token ?? '' } }))).toEqual({
      username: body.username,
    })

    // Without one the link is as before; another site, or the login itself, is refused before anything.
    const plain = signupBody()
    expectOk(await call(server, 'signup', { body: plain }))
    expect((await lastMailTo(server, plain.username)).raw).not.toMatch(/redirect=/)
    for (const redirect of ['//evil.example/x', 'https://evil.example', '/login?redirect=/x']) {
      const refused = signupBody()
      const answer = await call(server, 'signup', { body: refused, query: { redirect } })
      expect(answer.code, redirect).not.toBe(0)
      await expectNoUser(refused.username)
    }
  })

  it('issues a digital card with a valid 13-digit code, also named in the mail', async () => {
    const body = signupBody()
    expectOk(await call(server, 'signup', { body }))
    const mail = await lastMailTo(server, body.username)
    expectOk(await call(server, 'confirm', { body: { token: mail.token ?? '' } }))
    const { profile } = expectOk(
      await call(server, 'login', { body: { username: body.username, password: body.password } }),
    )
    expect(profile.cards).toHaveLength(1)
    const card = profile.cards[0]
    expect(card?.code).toMatch(/^043[01]00\d{7}$/)
    expect(card?.code).toMatch(CARD_CODE_PATTERN)
    expect(isValidCardCode(card?.code ?? '')).toBe(true)
    expect(card).toMatchObject({ description: 'Carta digitale', points: 0, enabled: true })
    expect(mail.raw).toContain(card?.code ?? '-')
  })

  it('assigns an unassigned card of the stores to the new account', async () => {
    const code = UNASSIGNED_CARD_CODES[0] ?? ''
    expect((await cardRow(server, code))?.userId).toBeNull()
    const user = await registerConfirmed(server, { cardCode: code })
    const me = expectOk(await call(server, 'session', { token: user.token }))
    expect(me.cards.map((c) => c.code)).toEqual([code])
    expect((await cardRow(server, code))?.userId).toBe(user.userId)
  })

  it('creates a card it has not seen yet when the code is valid', async () => {
    const code = unseenCardCode()
    expect(await cardRow(server, code)).toBeNull()
    const user = await registerConfirmed(server, { cardCode: code })
    expect(await cardRow(server, code)).toMatchObject({ userId: user.userId, description: 'Carta fedeltà' })
  })

  it('records every consent with the channel of the sign-up', async () => {
    const body = signupBody({ terminalType: 'Android', consents: { accept3: true, accept5: true } })
    expectOk(await call(server, 'signup', { body }))
    const row = await userRowByUsername(server, body.username)
    expect(row).toMatchObject({ status: 'PENDING', terminalType: 'Android' })
    const events = await consentRows(server, row?.id ?? -1)
    expect(events.map((e) => [e.consent, e.granted, e.channel])).toEqual([
      ['accept1', true, 'Android'],
      ['accept2', true, 'Android'],
      ['accept3', true, 'Android'],
      ['accept4', false, 'Android'],
      ['accept5', true, 'Android'],
      ['accept6', false, 'Android'],
    ])
    expect(events.every((e) => e.storeId === null)).toBe(true)
    // Each names the document and version shown: the card rules for accept1, the privacy notice after.
    const { tac, privacy } = currentLegalVersions
    expect(events.map((e) => e.textVersion)).toEqual([
      `tac/${tac}`,
      ...Array.from({ length: 5 }, () => `privacy/${privacy}`),
    ])
    for (const { textVersion } of events) {
      for (const language of ['it', 'en']) {
        expect(existsSync(`src/features/legal/documents/${textVersion}.${language}.md`)).toBe(true)
      }
    }
  })

  it('keeps accept6 off without a mobile phone, and on with one', async () => {
    const without = signupBody({ consents: { accept6: true } })
    expectOk(await call(server, 'signup', { body: without }))
    expect((await userRowByUsername(server, without.username))?.accept6).toBe(false)
    const withPhone = signupBody({ consents: { accept6: true }, mobilePhone: '347123456' })
    expectOk(await call(server, 'signup', { body: withPhone }))
    expect(await userRowByUsername(server, withPhone.username)).toMatchObject({
      accept6: true,
      mobilePhone: '347123456',
    })
  })

  it('lets a card-only kiosk customer sign up on the web with card and surname', async () => {
    const body = signupBody({ cardCode: GIUSEPPE.card.code, lastName: 'esposito', firstName: 'Giuseppe' })
    expectOk(await call(server, 'signup', { body }))
    // Until the address is confirmed the account still logs in only at the kiosk.
    expectRefused(
      await call(server, 'login', { body: { username: body.username, password: body.password } }),
      2,
    )
    const mail = await lastMailTo(server, body.username)
    expectOk(await call(server, 'confirm', { body: { token: mail.token ?? '' } }))
    const { profile } = expectOk(
      await call(server, 'login', { body: { username: body.username, password: body.password } }),
    )
    expect(profile.cards.map((c) => c.code)).toEqual([GIUSEPPE.card.code])
    expect(profile.cards[0]?.points).toBe(GIUSEPPE.card.points)
    // Now the card belongs to a web account: another sign-up with it is someone else's card.
    const again = signupBody({ cardCode: GIUSEPPE.card.code, lastName: 'Esposito' })
    expectRefused(await call(server, 'signup', { body: again }), 29)
  })
})

describe('sign-up refusals', () => {
  it('answers 26 for an address already registered, in any case', async () => {
    const taken = signupBody({ email: MARIO.username ?? '' })
    expectRefused(await call(server, 'signup', { body: taken }), 26)
    const shouting = signupBody({ email: 'MARIO.Rossi@example.com' })
    expectRefused(await call(server, 'signup', { body: shouting }), 26)
    // A pending sign-up holds its address too.
    const pending = signupBody()
    expectOk(await call(server, 'signup', { body: pending }))
    expectRefused(await call(server, 'signup', { body: signupBody({ email: pending.username }) }), 26)
  })

  it('answers 28 to a customer under 18 and writes nothing', async () => {
    const minor = signupBody({ birthDate: yearsAgo(17) })
    expectRefused(await call(server, 'signup', { body: minor }), 28)
    await expectNoUser(minor.username)
    const tomorrowAdult = signupBody({ birthDate: yearsAgo(18, 1) })
    expectRefused(await call(server, 'signup', { body: tomorrowAdult }), 28)
    const future = signupBody({ birthDate: yearsAgo(-1) })
    expectRefused(await call(server, 'signup', { body: future }), 28)
  })

  it('accepts a customer who turns 18 today', async () => {
    expectOk(await call(server, 'signup', { body: signupBody({ birthDate: yearsAgo(18) }) }))
  })

  it("answers 29 for another user's card and leaves both untouched", async () => {
    const body = signupBody({ cardCode: MARIO.card.code, lastName: 'Rossi' })
    expectRefused(await call(server, 'signup', { body }), 29)
    await expectNoUser(body.username)
    const mario = await userRowByUsername(server, MARIO.username ?? '')
    expect((await cardRow(server, MARIO.card.code))?.userId).toBe(mario?.id)
    // A card-only customer's card with a different surname is someone else's too.
    const stranger = signupBody({ cardCode: GIUSEPPE.card.code, lastName: 'Bianchi' })
    expectRefused(await call(server, 'signup', { body: stranger }), 29)
  })

  it('answers 30 for a bad mobile phone', async () => {
    for (const mobilePhone of ['12345', '34712345678', '347-123456', 'telefono']) {
      expectRefused(await call(server, 'signup', { body: signupBody({ mobilePhone }) }), 30)
    }
  })

  it('answers 13 for a weak or short password', async () => {
    for (const password of ['tuttominuscole', 'TUTTOMAIUSCOLE1', 'Ab1!', '12345678']) {
      const body = signupBody({ password })
      expectRefused(await call(server, 'signup', { body }), 13)
      await expectNoUser(body.username)
    }
  })

  it('answers 35 for a card code off the pattern or with a wrong check digit', async () => {
    const good = withCheckDigit('043000777777')
    const wrongCheck = `${good.slice(0, 12)}${(Number(good[12]) + 1) % 10}`
    for (const code of [wrongCheck, '0432001234567', '123', '04300012345678', 'abcdefghijklm']) {
      const body = signupBody({ cardCode: code })
      expectRefused(await call(server, 'signup', { body }), 35)
      await expectNoUser(body.username)
    }
  })

  it('answers 4 for a bad e-mail', async () => {
    const body = signupBody({ email: 'non-una-mail' })
    expectRefused(await call(server, 'signup', { body }), 4)
    // username and profile.email must be the same address.
    const different = signupBody()
    expectRefused(
      await call(server, 'signup', {
        body: { ...different, profile: { ...different.profile, email: freshEmail('altro') } },
      }),
      4,
    )
  })

  it('answers 400 when a required consent or field is missing', async () => {
    const base = signupBody()
    for (const profile of [
      { ...base.profile, accept1: false },
      { ...base.profile, accept2: false },
      { ...base.profile, accept2: undefined },
      { ...base.profile, firstName: '  ' },
      { ...base.profile, gender: 'X' },
      { ...base.profile, birthDate: '20/05/1990' },
      { ...base.profile, address: { ...base.profile.address, zip: '1012' } },
    ]) {
      const answer = await call(server, 'signup', { body: { ...base, profile } })
      expectRefused(answer, 400)
      expect(answer.message).toMatch(/^Richiesta non valida: profile\./)
    }
    expectRefused(await call(server, 'signup', { body: { ...base, terminalType: 'fax' } }), 400)
    await expectNoUser(base.username)
  })
})

describe('sign-up is all or nothing', () => {
  /** Rows of every table a sign-up writes to. */
  async function counts() {
    const { db } = server.running.database
    return {
      users: (await db.select({ id: users.id }).from(users)).length,
      assignedCards: (await db.select({ id: cards.id, userId: cards.userId }).from(cards)).filter(
        (c) => c.userId !== null,
      ).length,
      cards: (await db.select({ id: cards.id }).from(cards)).length,
      addresses: (await db.select({ id: addresses.id }).from(addresses)).length,
      consentEvents: (await db.select({ id: consentEvents.id }).from(consentEvents)).length,
      actionTokens: (await db.select({ id: actionTokens.id }).from(actionTokens)).length,
      mails: (await db.select({ id: mailOutbox.id }).from(mailOutbox)).length,
    }
  }

  it('keeps nothing, the mail included, when the commit fails after the mail was written; a retry works', async () => {
    const code = UNASSIGNED_CARD_CODES[1] ?? ''
    const body = signupBody({ cardCode: code })
    const before = await counts()
    // The database refuses at commit time, after every row of the sign-up and its mail were written.
    const lift = await refuseWrites(server, 'mail_outbox', `NEW.recipient = '${body.username}'`, {
      atCommit: true,
    })
    try {
      expectRefused(await call(server, 'signup', { body }), 4000, { status: 500 })
    } finally {
      await lift()
    }
    expect(await counts()).toEqual(before)
    await expectNoUser(body.username)
    expect((await cardRow(server, code))?.userId).toBeNull()
    expect((await server.mails()).filter((m) => m.to === body.username)).toEqual([])

    // Nothing was held: the same customer signs up again with the same address and card.
    const user = await registerConfirmed(server, { email: body.username, cardCode: code })
    expect((await cardRow(server, code))?.userId).toBe(user.userId)
  })

  it('keeps nothing when a digital card is issued and the commit then fails', async () => {
    const body = signupBody()
    const before = await counts()
    const lift = await refuseWrites(server, 'mail_outbox', `NEW.recipient = '${body.username}'`, {
      atCommit: true,
    })
    try {
      expectRefused(await call(server, 'signup', { body }), 4000, { status: 500 })
    } finally {
      await lift()
    }
    expect(await counts()).toEqual(before)
    expect((await server.mails()).filter((m) => m.to === body.username)).toEqual([])
  })

  it('leaves no row behind for any refused sign-up', async () => {
    const before = await counts()
    expectRefused(await call(server, 'signup', { body: signupBody({ birthDate: yearsAgo(17) }) }), 28)
    expectRefused(await call(server, 'signup', { body: signupBody({ email: MARIO.username ?? '' }) }), 26)
    expectRefused(
      await call(server, 'signup', { body: signupBody({ cardCode: MARIO.card.code, lastName: 'Rossi' }) }),
      29,
    )
    expectRefused(await call(server, 'signup', { body: signupBody({ password: 'debolissima' }) }), 13)
    expectRefused(await call(server, 'signup', { body: signupBody({ mobilePhone: '12' }) }), 30)
    expectRefused(await call(server, 'signup', { body: signupBody({ cardCode: '0430001234567' }) }), 35)
    expect(await counts()).toEqual(before)
  })
})

describe('concurrent sign-ups with the same card', () => {
  it('give the card to one customer only; the other is told it is taken (29)', async () => {
    for (const code of [UNASSIGNED_CARD_CODES[2] ?? '', unseenCardCode(), UNASSIGNED_CARD_CODES[3] ?? '']) {
      const first = signupBody({ cardCode: code })
      const second = signupBody({ cardCode: code })
      const answers = await Promise.all([
        call(server, 'signup', { body: first }),
        call(server, 'signup', { body: second }),
      ])
      const winner = answers.findIndex((a) => a.code === 0)
      expect(winner, JSON.stringify(answers.map((a) => a.raw))).toBeGreaterThanOrEqual(0)
      const loser = answers[1 - winner]
      if (!loser) return expect.fail('two answers expected')
      expectRefused(loser, 29)
      const winnerRow = await userRowByUsername(server, [first, second][winner]?.username ?? '')
      expect((await cardRow(server, code))?.userId).toBe(winnerRow?.id)
      await expectNoUser([first, second][1 - winner]?.username ?? '')
    }
  })

  it('register one account for one address; the other is told it is taken (26)', async () => {
    const email = freshEmail('doppio')
    const answers = await Promise.all(
      [0, 1].map(() => call(server, 'signup', { body: signupBody({ email }) })),
    )
    expect(answers.map((a) => a.code).sort()).toEqual([0, 26])
    expectRefused(answers.find((a) => a.code !== 0) ?? expect.fail('one must be refused'), 26)
    const rows = await server.running.database.db.select().from(users).where(eq(users.email, email))
    expect(rows).toHaveLength(1)
  })
})
