import { createServer } from 'node:net'
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { isDatabaseUnavailable } from '../../server/db/unavailable'

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  await new Promise((resolve) => server.close(resolve))
  if (!address || typeof address === 'string') throw new Error('no port')
  return address.port
}

describe('a database that cannot be reached is told from a failed query (503, not 500)', () => {
  it('a refused connection, as node-postgres reports it, also when a query layer wraps it', async () => {
    const client = new pg.Client({
      connectionString: `postgres://postgres@127.0.0.1:${await closedPort()}/x`,
    })
    const error = await client.connect().then(
      () => expect.fail('connected to a closed port'),
      (e: unknown) => e,
    )
    expect(isDatabaseUnavailable(error)).toBe(true)
    expect(isDatabaseUnavailable(new Error('Failed query: select 1', { cause: error }))).toBe(true)
  })

  it('the server shutting down or starting up (SQLSTATE 57P01, 57P03, class 08), a dropped connection', () => {
    const sql = (code: string) => Object.assign(new Error('server said no'), { code })
    expect(isDatabaseUnavailable(sql('57P01'))).toBe(true)
    expect(isDatabaseUnavailable(sql('57P03'))).toBe(true)
    expect(isDatabaseUnavailable(sql('08006'))).toBe(true)
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true)
  })

  it('but not a query the database refused (a constraint, a syntax error) nor a bug', () => {
    const sql = (code: string) => Object.assign(new Error('server said no'), { code })
    expect(isDatabaseUnavailable(sql('23505'))).toBe(false)
    expect(isDatabaseUnavailable(sql('42601'))).toBe(false)
    expect(isDatabaseUnavailable(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(
      false,
    )
    expect(isDatabaseUnavailable('not an error')).toBe(false)
  })
})
