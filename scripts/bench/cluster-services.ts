import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir, userInfo } from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

/**
 * The services a cluster bench stops and starts on purpose (the faults): its own PostgreSQL and Redis
 * on loopback ports of their own, so the machine's servers (and whatever else uses them) are never
 * touched.
 */
export interface BenchService {
  readonly url: string
  stop(): Promise<void>
  start(): Promise<void>
  /** Stops it for good and removes its files. */
  close(): Promise<void>
}

/** Debian's PostgreSQL binaries (/usr/lib/postgresql/<version>/bin), the newest. */
function postgresBin(): string | null {
  const root = '/usr/lib/postgresql'
  if (!existsSync(root)) return null
  const versions = readdirSync(root)
    .filter((v) => existsSync(path.join(root, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a))
  return versions[0] ? path.join(root, versions[0], 'bin') : null
}

/**
 * A PostgreSQL server of the bench's own in a scratch folder (initdb as the `postgres` user when run
 * as root, as PostgreSQL refuses to run as root). Null when this machine cannot make one.
 */
export async function privatePostgres(port: number): Promise<BenchService | null> {
  const bin = postgresBin()
  if (!bin) return null
  const asRoot = userInfo().uid === 0
  const dir = mkdtempSync(path.join(tmpdir(), 'tessera-bench-pg-'))
  const data = path.join(dir, 'data')
  const run = (tool: string, args: string[]) => {
    const command = path.join(bin, tool)
    if (asRoot) execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], { stdio: 'ignore' })
    else execFileSync(command, args, { stdio: 'ignore' })
  }
  try {
    if (asRoot) chownSync(dir, uidOf('postgres'), gidOf('postgres'))
    run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8'])
  } catch {
    rmSync(dir, { recursive: true, force: true })
    return null
  }
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200`
  const start = async () =>
    run('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start'])
  const stop = async () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop'])
  await start()
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    close: async () => {
      await stop().catch(() => {})
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

function idOf(flag: '-u' | '-g', name: string): number {
  return Number(execFileSync('id', [flag, name], { encoding: 'utf8' }).trim())
}
const uidOf = (name: string) => idOf('-u', name)
const gidOf = (name: string) => idOf('-g', name)

/** A Redis server of the bench's own, in memory only. Null when redis-server is not installed. */
export async function privateRedis(port: number): Promise<BenchService | null> {
  let child: ChildProcess | null = null
  const start = async () => {
    child = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: 'ignore',
      },
    )
    const failed = new Promise<never>((_, reject) => child?.once('error', reject))
    for (let i = 0; i < 50; i++) {
      const ready = await Promise.race([ping(port), failed])
      if (ready) return
      await sleep(100)
    }
    throw new Error('redis-server did not start')
  }
  const stop = async () => {
    const running = child
    child = null
    if (!running || running.exitCode !== null) return
    const ended = new Promise((resolve) => running.once('exit', resolve))
    running.kill('SIGKILL')
    await ended
  }
  try {
    await start()
  } catch {
    await stop()
    return null
  }
  return { url: `redis://127.0.0.1:${port}`, start, stop, close: stop }
}

async function ping(port: number): Promise<boolean> {
  try {
    const answer = execFileSync('redis-cli', ['-p', String(port), 'ping'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    })
    return answer.trim() === 'PONG'
  } catch {
    return false
  }
}
