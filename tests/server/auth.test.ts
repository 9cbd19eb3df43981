import { SignJWT } from 'jose'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_CUSTOMERS } from '../../server/db/seed/customers'
import { startTestServer, type TestServer } from './harness'
import {
  call,
  DEMO_PASSWORD,
  expectOk,
  expectRefused,
  lastMailTo,
  NEW_PASSWORD,
  refuseWrites,
  registerConfirmed,
  signupBody,
} from './helpers'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.stop())
afterEach(() => server.clock.reset())

const HOUR = 3600_000
const DAY = 24 * HOUR

const MARIO = 'mario.rossi@example.com'

/** The session cookie of a login answer, as `name=value`. */
function sessionCookie(headers: Record<string, unknown>): { pair: string; attributes: string } {
  const all = headers['set-cookie']
  const list = Array.isArray(all) ? (all as string[]) : [String(all ?? '')]
  const cookie = list.find((c) => c.startsWith('tessera_session='))
  if (!cookie) return expect.fail(`no session cookie in ${JSON.stringify(all)}`)
  const [pair = '', ...attributes] = cookie.split(';').map((s) => s.trim())
  return { pair, attributes: attributes.join('; ') }
}

describe('login and session check', () => {
  it('logs in with e-mail and password and returns the profile and a token', async () => {
    const answer = await call(server, 'login', { body: { username: MARIO, password: DEMO_PASSWORD } })
    const data = expectOk(answer)
    expect(data.jwt.split('.')).toHaveLength(3)
    expect(data.profile).toMatchObject({ username: MARIO, firstName: 'Mario', lastName: 'Rossi' })
    expect(data.profile.cards).toHaveLength(1)
    const me = expectOk(await call(server, 'session', { token: data.jwt }))
    expect(me.id).toBe(data.profile.id)
    expect(me.email).toBe(MARIO)
  })

  it('takes the username in any case and with spaces around it', async () => {
    const data = expectOk(
      await call(server, 'login', {
        body: { username: '  Mario.Rossi@Example.COM ', password: DEMO_PASSWORD },
      }),
    )
    expect(data.profile.username).toBe(MARIO)
  })

  it('sets the session cookie HttpOnly, SameSite=Strict, on /cli only', async () => {
    const answer = await call(server, 'login', { body: { username: MARIO, password: DEMO_PASSWORD } })
    const { attributes } = sessionCookie(answer.headers)
    expect(attributes).toMatch(/HttpOnly/)
    expect(attributes).toMatch(/SameSite=Strict/)
    expect(attributes).toMatch(/Path=\/cli/)
  })

  it('answers 2 for a wrong password and for an unknown user alike', async () => {
    expectRefused(await call(server, 'login', { body: { username: MARIO, password: 'Sbagliata-1' } }), 2)
    expectRefused(
      await call(server, 'login', { body: { username: 'nessuno@example.com', password: DEMO_PASSWORD } }),
      2,
    )
  })

  it('does not let a card-only kiosk customer in on the web (no password)', async () => {
    // Giuseppe's username is his card code and he has no password.
    const giuseppe = DEMO_CUSTOMERS.find((c) => c.username === null)
    const answer = await call(server, 'login', {
      body: { username: giuseppe?.card.code ?? '', password: 'Esposito' },
    })
    expectRefused(answer, 2)
  })

  it('refuses a login with no password or no username as a malformed request (400)', async () => {
    // A missing or empty field is not a broken rule: no field code (13 would say "weak password").
    expectRefused(await call(server, 'login', { body: { username: MARIO } }), 400)
    expectRefused(await call(server, 'login', { body: { username: MARIO, password: '' } }), 400)
    expectRefused(await call(server, 'login', { body: { username: ' ', password: DEMO_PASSWORD } }), 400)
    expectRefused(await call(server, 'login', { body: 'username=mario' }), 400)
  })

  it('answers 401 to a session check without a token', async () => {
    expectRefused(await call(server, 'session'), 401)
  })
})

describe('logout and tokens', () => {
  it('revokes the token on logout, and clears the cookie', async () => {
    const token = await server.login(MARIO, DEMO_PASSWORD)
    expectOk(await call(server, 'session', { token }))
    const answer = await call(server, 'logout', { token })
    expectOk(answer)
    expect(String(answer.headers['set-cookie'])).toMatch(/tessera_session=;.*Expires=Thu, 01 Jan 1970/)
    expectRefused(await call(server, 'session', { token }), 401)
    // A revoked token cannot log out again either.
    expectRefused(await call(server, 'logout', { token }), 401)
  })

  it('refuses a token signed with another key, a tampered one and an unsigned one', async () => {
    const token = await server.login(MARIO, DEMO_PASSWORD)
    const [header = '', payload = '', signature = ''] = token.split('.')
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>

    const forged = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('not the server key, but long enough'))
    expectRefused(await call(server, 'session', { token: forged }), 401)

    const otherUser = Buffer.from(JSON.stringify({ ...claims, sub: '2' })).toString('base64url')
    expectRefused(await call(server, 'session', { token: `${header}.${otherUser}.${signature}` }), 401)

    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')
    expectRefused(await call(server, 'session', { token: `${none}.${payload}.` }), 401)

    expectRefused(await call(server, 'session', { token: 'garbage' }), 401)
    // The genuine token still works.
    expectOk(await call(server, 'session', { token }))
  })

  it('refuses a token whose JWT has expired', async () => {
    const token = await server.login(MARIO, DEMO_PASSWORD)
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
      [key: string]: unknown
      exp: number
    }
    const past = Math.floor(Date.now() / 1000) - 60
    const expired = await new SignJWT({ ...claims, exp: past, iat: past - 60 })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(server.running.deps.keys.key)
    expectRefused(await call(server, 'session', { token: expired }), 401)
  })

  it('refuses a token once its session is over by the server clock, whatever the JWT says', async () => {
    // To the millisecond: a running clock would move on by the time the calls take (on a slow host,
    // past the last second of the session).
    server.clock.freeze()
    const token = await server.login(MARIO, DEMO_PASSWORD)
    // The same session in a JWT that claims a year: only the server's own record can end it.
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
      [key: string]: unknown
      exp: number
    }
    const yearLong = await new SignJWT({ ...claims, exp: claims.exp + (365 * DAY) / 1000 })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(server.running.deps.keys.key)
    // A web session lasts 30 days.
    server.clock.advance(30 * DAY - 1000)
    expectOk(await call(server, 'session', { token }))
    expectOk(await call(server, 'session', { token: yearLong }))
    server.clock.advance(1000)
    expectRefused(await call(server, 'session', { token }), 401)
    expectRefused(await call(server, 'session', { token: yearLong }), 401)
  })
})

describe('restoring the session from the cookie', () => {
  it('needs the x-requested-with header of our client', async () => {
    const login = await call(server, 'login', { body: { username: MARIO, password: DEMO_PASSWORD } })
    const { pair } = sessionCookie(login.headers)

    expectRefused(await call(server, 'session', { headers: { cookie: pair } }), 401)
    expectRefused(
      await call(server, 'session', { headers: { cookie: pair, 'x-requested-with': 'XMLHttpRequest' } }),
      401,
    )
    const restored = expectOk(
      await call(server, 'session', { headers: { cookie: pair, 'x-requested-with': 'tessera' } }),
    )
    expect(restored.username).toBe(MARIO)
  })

  it('does not restore a session that was logged out', async () => {
    const login = await call(server, 'login', { body: { username: MARIO, password: DEMO_PASSWORD } })
    const { pair } = sessionCookie(login.headers)
    expectOk(await call(server, 'logout', { token: login.data.jwt }))
    expectRefused(
      await call(server, 'session', { headers: { cookie: pair, 'x-requested-with': 'tessera' } }),
      401,
    )
  })
})

describe('password change', () => {
  it('answers 34 for a wrong old password and 13 for a weak new one, changing nothing', async () => {
    const user = await registerConfirmed(server)
    expectRefused(
      await call(server, 'changePassword', {
        token: user.token,
        body: { oldPassword: 'Sbagliata-99', newPassword: 'Altra-Password-2' },
      }),
      34,
    )
    expectRefused(
      await call(server, 'changePassword', {
        token: user.token,
        body: { oldPassword: user.password, newPassword: 'tuttominuscolo' },
      }),
      13,
    )
    expectRefused(
      await call(server, 'changePassword', {
        token: user.token,
        body: { oldPassword: user.password, newPassword: 'Ab1!' },
      }),
      13,
    )
    expectOk(await call(server, 'login', { body: { username: user.email, password: user.password } }))
  })

  it('changes the password and ends the other sessions, not this one', async () => {
    const user = await registerConfirmed(server)
    const other = await server.login(user.email, user.password)
    expectOk(
      await call(server, 'changePassword', {
        token: user.token,
        body: { oldPassword: user.password, newPassword: 'Cambiata-Ora-3' },
      }),
    )
    expectOk(await call(server, 'session', { token: user.token }))
    expectRefused(await call(server, 'session', { token: other }), 401)
    expectRefused(await call(server, 'login', { body: { username: user.email, password: user.password } }), 2)
    expectOk(await call(server, 'login', { body: { username: user.email, password: 'Cambiata-Ora-3' } }))
  })

  it('keeps the old password when the other sessions cannot be ended: both happen in one transaction', async () => {
    const user = await registerConfirmed(server)
    const other = await server.login(user.email, user.password)
    const lift = await refuseWrites(
      server,
      'sessions',
      `NEW.user_id = ${user.userId} AND NEW.revoked_at IS NOT NULL`,
    )
    try {
      expectRefused(
        await call(server, 'changePassword', {
          token: user.token,
          body: { oldPassword: user.password, newPassword: 'Mai-Salvata-4' },
        }),
        4000,
        { status: 500 },
      )
    } finally {
      await lift()
    }
    expectOk(await call(server, 'session', { token: other }))
    expectOk(await call(server, 'login', { body: { username: user.email, password: user.password } }))
    expectRefused(
      await call(server, 'login', { body: { username: user.email, password: 'Mai-Salvata-4' } }),
      2,
    )
  })

  it('needs a session', async () => {
    expectRefused(
      await call(server, 'changePassword', {
        body: { oldPassword: DEMO_PASSWORD, newPassword: 'Cambiata-Ora-3' },
      }),
      401,
    )
  })
})

describe('password reset', () => {
  it('answers the same for a known and an unknown address, and mails only the known one', async () => {
    const user = await registerConfirmed(server)
    const before = (await server.mails()).length
    const known = await server.request('POST', '/cli/profiles/password', {
      body: { tid: '01', email: user.email },
    })
    const unknown = await server.request('POST', '/cli/profiles/password', {
      body: { tid: '01', email: 'sconosciuto@example.com' },
    })
    expect(known.statusCode).toBe(200)
    expect(unknown.statusCode).toBe(known.statusCode)
    expect(unknown.body).toBe(known.body)
    expect(JSON.parse(known.body)).toEqual({ code: 0 })
    const mails = (await server.mails()).slice(before)
    expect(mails.map((m) => m.to)).toEqual([user.email])
    expect(mails[0]?.link).toMatch(/^http:\/\/tessera\.test\/app\/reset\?token=/)
  })

  it('sets the new password through the link, once, and ends the open sessions', async () => {
    const user = await registerConfirmed(server)
    expectOk(await call(server, 'requestPasswordReset', { body: { tid: '01', email: user.email } }))
    const { token } = await lastMailTo(server, user.email)
    expect(token).toBeTruthy()
    // The page checks the link before asking for the password; checking does not use it up.
    expectOk(await call(server, 'checkResetLink', { body: { token: token ?? '' } }))
    expectOk(await call(server, 'checkResetLink', { body: { token: token ?? '' } }))
    expectRefused(await call(server, 'checkResetLink', { body: { token: 'x'.repeat(43) } }), 6)

    expectRefused(
      await call(server, 'resetPassword', { body: { token: token ?? '', newPassword: 'debolissima' } }),
      13,
    )
    expectOk(await call(server, 'resetPassword', { body: { token: token ?? '', newPassword: 'Dal-Link-4' } }))
    expectRefused(await call(server, 'session', { token: user.token }), 401)
    expectRefused(await call(server, 'login', { body: { username: user.email, password: user.password } }), 2)
    expectOk(await call(server, 'login', { body: { username: user.email, password: 'Dal-Link-4' } }))

    // Single use: the same link again is refused as used, and changes nothing.
    expectRefused(await call(server, 'checkResetLink', { body: { token: token ?? '' } }), 9)
    expectRefused(
      await call(server, 'resetPassword', { body: { token: token ?? '', newPassword: 'Ancora-Una-5' } }),
      9,
    )
    expectRefused(
      await call(server, 'login', { body: { username: user.email, password: 'Ancora-Una-5' } }),
      2,
    )
  })

  it('spends every earlier link when one is used', async () => {
    const user = await registerConfirmed(server)
    expectOk(await call(server, 'requestPasswordReset', { body: { tid: '01', email: user.email } }))
    const first = (await lastMailTo(server, user.email)).token ?? ''
    expectOk(await call(server, 'requestPasswordReset', { body: { tid: '01', email: user.email } }))
    const second = (await lastMailTo(server, user.email)).token ?? ''
    expect(second).not.toBe(first)
    expectOk(await call(server, 'resetPassword', { body: { token: second, newPassword: NEW_PASSWORD } }))
    expectRefused(
      await call(server, 'resetPassword', { body: { token: first, newPassword: 'Altra-Ancora-6' } }),
      9,
    )
  })

  it('lets a link be used once even by two requests at the same time', async () => {
    const user = await registerConfirmed(server)
    expectOk(await call(server, 'requestPasswordReset', { body: { tid: '01', email: user.email } }))
    const token = (await lastMailTo(server, user.email)).token ?? ''
    const passwords = ['Primo-Arrivato-1', 'Secondo-Arrivato-2']
    const answers = await Promise.all(
      passwords.map((newPassword) => call(server, 'resetPassword', { body: { token, newPassword } })),
    )
    const winner = answers.findIndex((a) => a.code === 0)
    expect(winner, JSON.stringify(answers.map((a) => a.raw))).toBeGreaterThanOrEqual(0)
    expectRefused(answers[1 - winner] ?? answers[0] ?? expect.fail('no answer'), 9)
    const logins = await Promise.all(
      passwords.map((password) => call(server, 'login', { body: { username: user.email, password } })),
    )
    expect(logins.map((l) => l.code)).toEqual(passwords.map((_, i) => (i === winner ? 0 : 2)))
  })

  it('refuses a link whose time is over with 6: a reset link after an hour, a confirmation after 7 days', async () => {
    // To the second: on a running clock the sign-ups' hashing would move time on past the margins.
    server.clock.freeze()
    const user = await registerConfirmed(server)
    expectOk(await call(server, 'requestPasswordReset', { body: { tid: '01', email: user.email } }))
    const { token } = await lastMailTo(server, user.email)
    const [early, late] = [signupBody(), signupBody()]
    expectOk(await call(server, 'signup', { body: early }))
    expectOk(await call(server, 'signup', { body: late }))
    const confirmEarly = (await lastMailTo(server, early.username)).token ?? ''
    const confirmLate = (await lastMailTo(server, late.username)).token ?? ''

    server.clock.advance(HOUR - 1000)
    expectOk(await call(server, 'checkResetLink', { body: { token: token ?? '' } }))
    server.clock.advance(1000)
    expectRefused(await call(server, 'checkResetLink', { body: { token: token ?? '' } }), 6)
    expectRefused(
      await call(server, 'resetPassword', { body: { token: token ?? '', newPassword: 'Scaduto-Ormai-1' } }),
      6,
    )
    expectOk(await call(server, 'login', { body: { username: user.email, password: user.password } }))

    server.clock.advance(7 * DAY - HOUR - 1000)
    expectOk(await call(server, 'confirm', { body: { token: confirmEarly } }))
    server.clock.advance(1000)
    expectRefused(await call(server, 'confirm', { body: { token: confirmLate } }), 6)
    expectRefused(
      await call(server, 'login', { body: { username: late.username, password: late.password } }),
      5,
    )
  })

  it('refuses an unknown token with 6 and a malformed request with 400 or 4', async () => {
    expectRefused(
      await call(server, 'resetPassword', {
        body: { token: 'x'.repeat(43), newPassword: NEW_PASSWORD },
      }),
      6,
    )
    expectRefused(
      await call(server, 'resetPassword', { body: { token: 'short', newPassword: NEW_PASSWORD } }),
      400,
    )
    expectRefused(await call(server, 'requestPasswordReset', { body: { tid: '02', email: MARIO } }), 400)
    expectRefused(
      await call(server, 'requestPasswordReset', { body: { tid: '01', email: 'non-una-mail' } }),
      4,
    )
  })
})
