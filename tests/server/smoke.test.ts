import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from './harness'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.stop())

describe('the reference server starts seeded', () => {
  it('logs in a demo customer', async () => {
    const token = await server.login('mario.rossi@example.com', 'Tessera-2026')
    const me = await server.json<{ username: string }>('GET', '/cli/profiles/login', { token })
    expect(me.data.username).toBe('mario.rossi@example.com')
  })
})
