import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { existsSync } from 'node:fs'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import http from 'node:http'
import net from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { DataDirLocked, LOCK_FILE, lockDataDir } from '../../server/data-lock'
import { DEMO_CUSTOMERS } from '../../server/db/seed/customers'
import { readSettings } from '../../server/settings'
import { prepare } from '../../server/start'
import { DEMO_PASSWORD } from './helpers'

const MARIO = DEMO_CUSTOMERS[0]
if (!MARIO?.username) throw new Error('the seed changed: Mario is missing')
const LOGIN = { username: MARIO.username, password: DEMO_PASSWORD }

const folders: string[] = []
async function tempFolder(tag: string): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), `tessera-${tag}-`))
  folders.push(folder)
  return folder
}
const children: ChildProcess[] = []
afterEach(async () => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL')
  await Promise.all(folders.splice(0).map((f) => rm(f, { recursive: true, force: true })))
})

/** A process that lives until killed, and one that has already died (its pid is free). */
function idleProcess(): ChildProcess {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 60_000)'], { stdio: 'ignore' })
  children.push(child)
  return child
}
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' })
  await once(child, 'exit')
  return child.pid ?? expect.fail('no pid')
}

describe('the data folder lock', () => {
  it('refuses a second lock on the folder, naming the holder, until the first is released', async () => {
    const dir = await tempFolder('lock')
    const first = await lockDataDir(dir)
    expect((await readFile(path.join(dir, LOCK_FILE), 'utf8')).trim()).toBe(String(process.pid))

    const second = lockDataDir(dir)
    await expect(second).rejects.toBeInstanceOf(DataDirLocked)
    await expect(second).rejects.toThrow(new RegExp(`${dir}.*pid ${process.pid}`))

    await first.release()
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false)
    await (await lockDataDir(dir)).release()
  })

  it('refuses the lock of another live process, takes it over once that process is dead', async () => {
    const dir = await tempFolder('lock')
    const other = idleProcess()
    await writeFile(path.join(dir, LOCK_FILE), `${other.pid}\n`)
    await expect(lockDataDir(dir)).rejects.toThrow(`pid ${other.pid}`)

    other.kill('SIGKILL')
    await once(other, 'exit')
    const lock = await lockDataDir(dir)
    expect((await readFile(lock.file, 'utf8')).trim()).toBe(String(process.pid))
    await lock.release()
  })

  it('takes over a stale lock: a dead pid, or a file its writer died before filling', async () => {
    const dir = await tempFolder('lock')
    await writeFile(path.join(dir, LOCK_FILE), `${await deadPid()}\n`)
    const taken = await lockDataDir(dir)
    expect((await readFile(taken.file, 'utf8')).trim()).toBe(String(process.pid))
    await taken.release()

    await writeFile(path.join(dir, LOCK_FILE), '')
    await (await lockDataDir(dir)).release()
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false)
  })

  it('a second prepare() on the same PGlite folder refuses; stop() gives the folder back', async () => {
    const dataDir = await tempFolder('lock-prepare')
    const settings = { ...readSettings({}), dataDir, databaseUrl: undefined, logLevel: 'silent' }
    const options = {
      appDir: null,
      mailPollMs: null,
      dailyJobs: false,
      storeSimulator: false,
      demoCustomers: false,
    }
    const first = await prepare(settings, options)
    try {
      await expect(prepare(settings, options)).rejects.toBeInstanceOf(DataDirLocked)
    } finally {
      await first.stop()
    }
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false)
  }, 60_000)
})

// ---- the server as `npm start` runs it: one Node process ----

interface Reply {
  status: number
  body: string
}

function request(
  port: number,
  method: string,
  url: string,
  body?: unknown,
): { req: http.ClientRequest; payload: Buffer; reply: Promise<Reply> } {
  const payload = Buffer.from(body === undefined ? '' : JSON.stringify(body))
  let req: http.ClientRequest | undefined
  const reply = new Promise<Reply>((resolve, reject) => {
    req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: url,
        agent: false,
        headers:
          body === undefined ? {} : { 'content-type': 'application/json', 'content-length': payload.length },
      },
      (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => {
          text += chunk
        })
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }))
      },
    )
    req.on('error', reject)
  })
  if (!req) throw new Error('no request')
  return { req, payload, reply }
}

const get = (port: number, url: string) => {
  const { req, reply } = request(port, 'GET', url)
  req.end()
  return reply
}

async function freePort(): Promise<number> {
  const probe = net.createServer().listen(0, '127.0.0.1')
  await once(probe, 'listening')
  const { port } = probe.address() as net.AddressInfo
  probe.close()
  await once(probe, 'close')
  return port
}

interface Server {
  child: ChildProcess
  output: () => string
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
}

/** `node --import tsx server/main.ts`, what `npm start` runs once the PWA is built. */
function startServer(env: Record<string, string>): Server {
  const { DATABASE_URL: _ignored, ...inherited } = process.env
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: { ...inherited, HOST: '127.0.0.1', LOG_LEVEL: 'warn', DEMO_STORE_SIMULATOR: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  children.push(child)
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  const exit = once(child, 'exit').then(([code, signal]) => ({
    code: code as number | null,
    signal: signal as NodeJS.Signals | null,
  }))
  return { child, output: () => output, exit }
}

async function waitReady(port: number, server: Server): Promise<void> {
  const deadline = Date.now() + 45_000
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`the server exited:\n${server.output()}`)
    const ready = await get(port, '/readyz').then(
      (r) => r.status === 200,
      () => false,
    )
    if (ready) return
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`the server did not get ready:\n${server.output()}`)
}

describe('the server process', () => {
  it('refuses to start on a half-configured wallet: one plain line on stderr naming what is missing, exit code 1', async () => {
    const server = startServer({
      GOOGLE_WALLET_ISSUER_ID: '338800',
      DATA_DIR: await tempFolder('wallet-data'),
    })
    expect((await server.exit).code).toBe(1)
    expect(server.output()).toBe(
      'Tessera cannot start: Google Wallet is half configured: GOOGLE_WALLET_CLASS_ID, ' +
        'GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL, GOOGLE_WALLET_PRIVATE_KEY missing (GOOGLE_WALLET_ISSUER_ID set). ' +
        `Set all of its variables or none of them (README "Configuration", "The card in the phone's wallets").\n`,
    )
  })

  it('refuses a second server on its DATA_DIR; on SIGTERM (twice) finishes the requests under way and exits 0', async () => {
    const dataDir = await tempFolder('process-data')
    const appDir = await tempFolder('process-app')
    const port = await freePort()
    const env = { PORT: String(port), DATA_DIR: dataDir, APP_DIR: appDir, RATE_LIMIT_PER_MINUTE: '1000' }
    const server = startServer(env)
    await waitReady(port, server)

    const second = startServer({ ...env, PORT: String(await freePort()) })
    expect((await second.exit).code).toBe(1)
    expect(second.output()).toContain(`The data folder ${dataDir} is in use by another Tessera server`)

    // Logins under way: their bodies are held back until the server has been told to stop.
    const underWay = [0, 1, 2].map(() => request(port, 'POST', '/cli/profiles/login', LOGIN))
    for (const { req, payload } of underWay) {
      req.flushHeaders()
      req.write(payload.subarray(0, 5))
    }
    await new Promise((resolve) => setTimeout(resolve, 500))

    // As a supervisor signalling the process group of `npm start`: npm forwards it once more.
    server.child.kill('SIGTERM')
    server.child.kill('SIGTERM')
    await expect.poll(async () => (await get(port, '/readyz')).status, { timeout: 5_000 }).toBe(503)
    const refused = await get(port, '/cli/stores?s=5&p=0')
    expect(refused.status).toBe(503)
    expect(JSON.parse(refused.body)).toMatchObject({ code: 503 })
    expect(server.child.exitCode).toBeNull()

    for (const { req, payload } of underWay) req.end(payload.subarray(5))
    for (const { reply } of underWay) {
      const done = await reply
      expect(done.status).toBe(200)
      expect(JSON.parse(done.body)).toMatchObject({ code: 0 })
    }
    expect(await server.exit).toEqual({ code: 0, signal: null })
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false)
  }, 60_000)
})
