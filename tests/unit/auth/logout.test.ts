import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { finishPendingLogout, logOut } from '../../../src/features/auth/auth-actions'
import { session } from '../../../src/features/auth/session'
import { API } from '../render'
import { mario } from '../signup/fixtures'

const server = setupServer()
let logouts = 0
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  server.resetHandlers()
  session.clear()
  logouts = 0
})
afterAll(() => server.close())

const serverAnswers = () =>
  server.use(
    http.post(`${API}/profiles/logout`, () => {
      logouts++
      return HttpResponse.json({ code: 0 })
    }),
  )
const noNetwork = () => server.use(http.post(`${API}/profiles/logout`, () => HttpResponse.error()))

describe('logout', () => {
  it('forgets the customer at once, also with no network, and revokes the session once it is back', async () => {
    session.start(mario, 'token')
    noNetwork()
    await logOut()
    expect(session.user()).toBeNull()
    expect(localStorage.getItem('tessera.logout-pending')).toBe('1')

    // Still offline at the next start: the note stays.
    await finishPendingLogout()
    expect(localStorage.getItem('tessera.logout-pending')).toBe('1')

    serverAnswers()
    await finishPendingLogout()
    expect(logouts).toBe(1)
    expect(localStorage.getItem('tessera.logout-pending')).toBeNull()
  })

  it('leaves nothing to finish after a logout the server heard', async () => {
    session.start(mario, 'token')
    serverAnswers()
    await logOut()
    expect(logouts).toBe(1)
    expect(localStorage.getItem('tessera.logout-pending')).toBeNull()
  })

  it('drops the note when someone logged in since: that login replaced the old session cookie', async () => {
    localStorage.setItem('tessera.logout-pending', '1')
    session.start(mario, 'token')
    serverAnswers()
    await finishPendingLogout()
    expect(logouts).toBe(0)
    expect(localStorage.getItem('tessera.logout-pending')).toBeNull()
  })
})
