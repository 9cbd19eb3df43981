import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_CUSTOMERS, UNASSIGNED_CARD_CODES } from '../../server/db/seed/customers'
import { isValidCardCode } from '../../src/api/card-code'
import { startTestServer, type TestServer } from './harness'
import {
  base64,
  call,
  cardRow,
  DEMO_PASSWORD,
  expectOk,
  expectRefused,
  freshEmail,
  lastMailTo,
  SIGNATURE_SVG,
} from './helpers'

/**
 * A client written from the product's specification alone (behaviour §3 and §7), not from our
 * contract. The specification shows no JSON, so these payloads are its field lists written out as
 * such a client fills them in: every field of the user it names, the card as [{code, enabled: true}] with the code field of the
 * form as typed (empty when left empty), empty preferences as null (§3 "empty choices are sent as
 * null"), employee false (§3 "sent false at signup"), and null for what was not filled in. The
 * payloads stay literal JSON on purpose: helpers.ts builds what our own forms send, which is not this.
 */

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.stop())

const PASSWORD = 'Nuova-Password-1'

/** Behaviour §7 POST /cli/profiles/signup: {username, password, terminalType, profile{...}}. */
function specSignup(email: string, cards: unknown): Record<string, unknown> {
  return {
    username: email,
    password: PASSWORD,
    terminalType: 'web',
    profile: {
      id: null,
      firstName: 'Elena',
      lastName: 'Marchetti',
      birthDate: '1988-03-14',
      gender: 'FEMALE',
      email: email,
      mobilePhone: null,
      ssnCode: null,
      address: { id: null, county: 'TO', city: 'Torino', zip: '10121', address: 'Via Roma 1' },
      cards: cards,
      preferences: {
        profession: null,
        qualification: null,
        interests: null,
        animals: null,
        familySituation: null,
        birthYearChild1: null,
        birthYearChild2: null,
        birthYearChild3: null,
        birthYearChild4: null,
      },
      accept1: true,
      accept2: true,
      accept3: false,
      accept4: null,
      accept5: null,
      accept6: null,
      attrib1: null,
      attrib2: null,
      employee: false,
      signature: null,
      terminalType: 'web',
    },
  }
}

/** Signs up, follows the mail's link, logs in: the cards of the new account. */
async function signUpAndLogIn(body: Record<string, unknown>, email: string) {
  expectOk(await call(server, 'signup', { body }))
  const mail = await lastMailTo(server, email)
  expectOk(await call(server, 'confirm', { body: { token: mail.token ?? '' } }))
  const login = expectOk(await call(server, 'login', { body: { username: email, password: PASSWORD } }))
  return { profile: login.profile, mail }
}

describe("the specification's web sign-up payload, verbatim", () => {
  it.each([
    ['a blank code', [{ code: '', enabled: true }]],
    ['a code of spaces', [{ code: '   ', enabled: true }]],
    ['a null code', [{ code: null, enabled: true }]],
    ['no code at all', [{ enabled: true }]],
    ['no card entry', []],
    ['cards null', null],
  ])('with %s: signs up and issues a digital card', async (_case, cards) => {
    const email = freshEmail('spec')
    const { profile, mail } = await signUpAndLogIn(specSignup(email, cards), email)
    expect(profile.cards).toHaveLength(1)
    const card = profile.cards[0]
    expect(card?.code).toMatch(/^043100\d{7}$/)
    expect(isValidCardCode(card?.code ?? '')).toBe(true)
    expect(card).toMatchObject({ description: 'Carta digitale', enabled: true, points: 0 })
    expect(mail.raw).toContain(card?.code ?? '-')
    expect(profile).toMatchObject({
      email,
      employee: false,
      mobilePhone: null,
      accept3: false,
      accept4: false,
      accept5: false,
      accept6: false,
      terminalType: 'web',
    })
  })

  it('with a printed card code: that card is the account card', async () => {
    const email = freshEmail('spec-card')
    const code = UNASSIGNED_CARD_CODES[0] ?? ''
    const { profile } = await signUpAndLogIn(specSignup(email, [{ code, enabled: true }]), email)
    expect(profile.cards.map((c) => c.code)).toEqual([code])
  })

  it('still refuses a code that is there but wrong: 35', async () => {
    const email = freshEmail('spec-bad')
    const answer = await call(server, 'signup', {
      body: specSignup(email, [{ code: '0430001234567', enabled: true }]),
    })
    expectRefused(answer, 35)
  })
})

describe("the specification's kiosk sign-up payload, verbatim", () => {
  /** Behaviour §3: the sign-up payload, plus cardCode, attrib1..3, terminalType and signature. */
  function specKioskSignup(email: string | null, cardCode: string): Record<string, unknown> {
    return {
      username: email,
      password: null,
      terminalType: 'totem',
      cardCode: cardCode,
      attrib1: null,
      attrib2: 'totem',
      attrib3: '7',
      signature: base64(SIGNATURE_SVG),
      profile: {
        id: null,
        firstName: 'Paolo',
        lastName: 'Ferri',
        birthDate: '1970-09-02',
        gender: 'MALE',
        email: email,
        mobilePhone: null,
        ssnCode: null,
        address: null,
        cards: [{ code: cardCode, enabled: true }],
        preferences: null,
        accept1: true,
        accept2: true,
        accept3: null,
        accept4: null,
        accept5: null,
        accept6: null,
        attrib1: null,
        attrib2: 'totem',
        employee: false,
        signature: null,
        terminalType: 'totem',
      },
    }
  }

  it('with an e-mail and a blank card code: a digital card is issued', async () => {
    const email = freshEmail('spec-kiosk')
    const result = expectOk(await call(server, 'kioskSignup', { body: specKioskSignup(email, '') }))
    expect(result.hasEmail).toBe(true)
    expect(result.cardCode).toMatch(/^043100\d{7}$/)
    expect(await cardRow(server, result.cardCode)).toMatchObject({ description: 'Carta digitale' })
  })

  it('with a printed card and no e-mail (null): a card-only customer', async () => {
    const code = UNASSIGNED_CARD_CODES[1] ?? ''
    const result = expectOk(await call(server, 'kioskSignup', { body: specKioskSignup(null, code) }))
    expect(result).toEqual({ cardCode: code, hasEmail: false })
  })
})

describe('behaviour §7 PUT /cli/profiles with the user the client holds', () => {
  it('takes back the user as login returned it, unchanged', async () => {
    const mario = DEMO_CUSTOMERS[0]
    if (!mario?.username) throw new Error('the seed changed: Mario is missing')
    const login = expectOk(
      await call(server, 'login', { body: { username: mario.username, password: DEMO_PASSWORD } }),
    )
    const user = login.profile
    const updated = expectOk(await call(server, 'updateProfile', { token: login.jwt, body: user }))
    expect(updated).toEqual(user)
  })
})
