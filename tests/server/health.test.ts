import { once } from 'node:events'
import http from 'node:http'
import net, { type AddressInfo } from 'node:net'
import { count, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { sessions } from '../../server/db/schema'
import { DEMO_CUSTOMERS } from '../../server/db/seed/customers'
import { startTestServer, type TestServer } from './harness'
import { DEMO_PASSWORD } from './helpers'

const MARIO = DEMO_CUSTOMERS[0]
if (!MARIO?.username) throw new Error('the seed changed: Mario is missing')

describe('health and readiness', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer()
  })
  afterAll(() => server.stop())

  it('/healthz: the process answers', async () => {
    const answer = await server.request('GET', '/healthz')
    expect(answer.statusCode).toBe(200)
    expect(answer.json()).toEqual({ status: 'ok' })
  })

  it('/readyz: ready when the database answers and holds every migration', async () => {
    const answer = await server.request('GET', '/readyz')
    expect(answer.statusCode).toBe(200)
    expect(answer.json()).toEqual({ status: 'ok' })
  })

  it('/readyz: 503 in the envelope while the newest migration is not applied', async () => {
    const db = server.running.database.db
    const table = sql`drizzle.__drizzle_migrations`
    const result = await db.execute(
      sql`delete from ${table} where created_at = (select max(created_at) from ${table}) returning hash, created_at`,
    )
    const [removed] = (result as unknown as { rows: { hash: string; created_at: string }[] }).rows
    if (!removed) throw new Error('no migration recorded')
    try {
      const answer = await server.request('GET', '/readyz')
      expect(answer.statusCode).toBe(503)
      expect(answer.json()).toMatchObject({ code: 503, message: expect.any(String), reason: /not applied/ })
    } finally {
      await db.execute(
        sql`insert into ${table} (hash, created_at) values (${removed.hash}, ${removed.created_at})`,
      )
    }
    expect((await server.request('GET', '/readyz')).statusCode).toBe(200)
  })

  it('/readyz: 503 when the database does not answer; /healthz still 200', async () => {
    const spy = vi
      .spyOn(server.running.deps.db, 'execute')
      .mockRejectedValueOnce(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }))
    try {
      const answer = await server.request('GET', '/readyz')
      expect(answer.statusCode).toBe(503)
      expect(answer.json()).toMatchObject({ code: 503, reason: 'database unreachable' })
      expect((await server.request('GET', '/healthz')).statusCode).toBe(200)
    } finally {
      spy.mockRestore()
    }
  })
})

interface Reply {
  status: number
  headers: http.IncomingHttpHeaders
  body: string
}

/** One request on a connection of its own (no keep-alive: each shows what a new client gets). */
function send(port: number, method: string, path: string, body?: unknown): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body)
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent: false,
        headers: payload
          ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
          : {},
      },
      (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => {
          text += chunk
        })
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }))
      },
    )
    req.on('error', reject)
    req.end(payload)
  })
}

/**
 * A request under way: its headers are in (the server has begun it), the rest of its body comes
 * when `finish` is called.
 */
function sendSlowly(port: number, path: string, body: unknown): { finish(): void; reply: Promise<Reply> } {
  const payload = Buffer.from(JSON.stringify(body))
  let req: http.ClientRequest | undefined
  const reply = new Promise<Reply>((resolve, reject) => {
    req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path,
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': payload.length },
      },
      (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => {
          text += chunk
        })
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }))
      },
    )
    req.on('error', reject)
    req.flushHeaders()
    req.write(payload.subarray(0, 10))
  })
  return { reply, finish: () => req?.end(payload.subarray(10)) }
}

describe('graceful shutdown', () => {
  it('fails readiness first, answers new requests 503 in the envelope, lets the one under way finish', async () => {
    const server = await startTestServer()
    const { app } = server.running
    await app.listen({ host: '127.0.0.1', port: 0 })
    const port = (app.server.address() as AddressInfo).port

    const underWay = sendSlowly(port, '/cli/profiles/login', {
      username: MARIO.username,
      password: DEMO_PASSWORD,
    })
    // The server begins it once its headers are in: wait for the connection, then a little more.
    const connections = () =>
      new Promise<number>((resolve, reject) =>
        app.server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
      )
    await vi.waitFor(async () => expect(await connections()).toBeGreaterThan(0), { timeout: 2_000 })
    await new Promise((resolve) => setTimeout(resolve, 100))

    let stopped = false
    const stopping = server.stop().then(() => {
      stopped = true
    })

    await vi.waitFor(async () => expect((await send(port, 'GET', '/readyz')).status).toBe(503))
    const readiness = await send(port, 'GET', '/readyz')
    expect(JSON.parse(readiness.body)).toMatchObject({ code: 503, reason: 'shutting down' })
    expect((await send(port, 'GET', '/healthz')).status).toBe(200)

    const refused = await send(port, 'POST', '/cli/profiles/login', {
      username: MARIO.username,
      password: DEMO_PASSWORD,
    })
    expect(refused.status).toBe(503)
    expect(refused.headers['content-type']).toMatch(/^application\/json/)
    expect(refused.headers.connection).toBe('close')
    expect(JSON.parse(refused.body)).toEqual({ code: 503, message: expect.stringMatching(/\S/) })
    expect((await send(port, 'GET', '/cli/stores?s=5&p=0')).status).toBe(503)
    expect(stopped).toBe(false)

    underWay.finish()
    const done = await underWay.reply
    expect(done.status).toBe(200)
    expect(JSON.parse(done.body)).toMatchObject({ code: 0, data: { jwt: expect.any(String) } })

    await stopping
    await expect(send(port, 'GET', '/healthz')).rejects.toThrow(/ECONNREFUSED/)
  })

  it('once drained, cuts the connections left: one that has sent no request does not hold the close', async () => {
    const server = await startTestServer()
    const { app } = server.running
    await app.listen({ host: '127.0.0.1', port: 0 })
    const port = (app.server.address() as AddressInfo).port
    // As a browser's preconnect: a connection, and no request on it (yet).
    const idle = net.connect({ host: '127.0.0.1', port })
    idle.on('error', () => {})
    await once(idle, 'connect')
    const cut = once(idle, 'close')
    const started = Date.now()
    await server.stop()
    await cut
    expect(Date.now() - started).toBeLessThan(5_000)
  })

  it('waits for the work of a request whose client gave up, before the database closes', async () => {
    const server = await startTestServer()
    const { app, database } = server.running
    await app.listen({ host: '127.0.0.1', port: 0 })
    const port = (app.server.address() as AddressInfo).port
    const sessionCount = async () => (await database.db.select({ n: count() }).from(sessions))[0]?.n ?? 0
    const before = await sessionCount()
    // What the database holds at the moment the server closes it.
    let atClose: number | null = null
    const close = database.close.bind(database)
    database.close = async () => {
      atClose = await sessionCount()
      await close()
    }
    // The sessions table locked here keeps the login's handler waiting at its session's insert (and
    // the embedded database, with its one connection, keeps it waiting from its first query).
    let release: () => void = () => {}
    let locked: () => void = () => {}
    const lockTaken = new Promise<void>((resolve) => {
      locked = resolve
    })
    const held = database.db.transaction(async (tx) => {
      await tx.execute(sql`lock table sessions in access exclusive mode`)
      locked()
      await new Promise<void>((resolve) => {
        release = resolve
      })
    })
    await lockTaken
    const payload = JSON.stringify({ username: MARIO.username, password: DEMO_PASSWORD })
    const req = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/cli/profiles/login',
      agent: false,
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
    })
    req.on('error', () => {})
    req.end(payload)
    const connections = () =>
      new Promise<number>((resolve, reject) =>
        app.server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
      )
    await vi.waitFor(async () => expect(await connections()).toBeGreaterThan(0), { timeout: 2_000 })
    await new Promise((resolve) => setTimeout(resolve, 100))
    // The client gives up while the handler waits for the database.
    req.destroy()
    await vi.waitFor(async () => expect(await connections()).toBe(0), { timeout: 2_000 })

    let stopped = false
    const stopping = server.stop().then(() => {
      stopped = true
    })
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(stopped).toBe(false)
    release()
    await held
    await stopping
    expect(stopped).toBe(true)
    // The login's session was written before the database closed.
    expect(atClose).toBe(before + 1)
  })
})
