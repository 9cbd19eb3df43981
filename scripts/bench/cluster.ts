import { type ChildProcess, execFileSync, fork, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import autocannon from 'autocannon'
import pg from 'pg'
import { lostWrites, prepareBenchDatabase } from './cluster-data'
import { printLive, withLiveStreams } from './cluster-live'
import { type CallFigures, figuresOf, type LoadData, type LoadResult, mixedLoad } from './cluster-load'
import { type BenchService, privatePostgres, privateRedis } from './cluster-services'

/**
 * `npm run bench -- cluster` (issue 17): the reference server as several instances (server/cluster.ts)
 * on one PostgreSQL and one Redis, all on this machine's loopback, both of the bench's own so that
 * the faults can stop and start them. Prints; asserts nothing.
 *
 * 1. One instance against its floor: each call alone, and a bare Fastify route answering a body of a
 *    store page's size, loaded the same way.
 * 2. A mixed load (store and catalogue search, card, login, sign-up, order placement) at 1, 2 and 4
 *    instances.
 * 3. The mixed load at 2 instances with open live streams (BENCH_STREAMS, 500 by default; issue 34):
 *    customers' orders and the store's queues, each change told to every stream, nothing lost; then
 *    how long the cluster takes to stop with them open.
 * 4. The login limit shared by 4 instances (Redis): the 11th attempt of a minute is refused.
 * 5. Faults under the mixed load at 2 instances: kill -9 an instance, PostgreSQL stopped and started,
 *    Redis stopped and started; then what was acknowledged and is not stored.
 */
const MIXED_SECONDS = Number(process.env.BENCH_SECONDS ?? 60)
const CALL_SECONDS = Number(process.env.BENCH_CALL_SECONDS ?? 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 200)
const STORE_COUNT = Number(process.env.STORE_COUNT ?? 10_000)
const PRODUCT_COUNT = Number(process.env.PRODUCT_COUNT ?? 10_000)
const OPS_TOKEN = 'bench-ops-token-0123456789'
const STREAMS = Number(process.env.BENCH_STREAMS ?? 500)
const STORE_WORDS = ['torino', 'milano', 'genova', 'alba', 'asti', 'cuneo', 'novara', 'aosta']
const PRODUCT_WORDS = ['pasta', 'pomodoro', 'latte', 'mela', 'caffè', 'pane', 'olio', 'riso']

interface Cluster {
  url: string
  primary: ChildProcess
  instances: () => number[]
  stop: () => Promise<void>
}

async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  await new Promise((resolve) => server.close(resolve))
  if (!address || typeof address === 'string') throw new Error('no port')
  return address.port
}

async function startCluster(
  instances: number,
  env: { databaseUrl: string; redisUrl: string; ratePerMinute: number },
): Promise<Cluster> {
  const port = await freePort()
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tessera-bench-cluster-'))
  const primary = spawn(process.execPath, ['--import', 'tsx', 'server/cluster.ts'], {
    env: {
      ...process.env,
      INSTANCES: String(instances),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: env.databaseUrl,
      REDIS_URL: env.redisUrl,
      DATA_DIR: dataDir,
      RATE_LIMIT_PER_MINUTE: String(env.ratePerMinute),
      OPS_TOKEN,
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'silent',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    },
    stdio: ['ignore', process.env.BENCH_LOG_LEVEL ? 'inherit' : 'ignore', 'inherit'],
  })
  const url = `http://127.0.0.1:${port}`
  await waitReady(url, 60_000)
  const pids = () => {
    try {
      return execFileSync('pgrep', ['-P', String(primary.pid)], { encoding: 'utf8' })
        .trim()
        .split('\n')
        .filter(Boolean)
        .map(Number)
    } catch {
      return []
    }
  }
  // Every instance up, not only the first to answer.
  for (let i = 0; i < 200 && pids().length < instances; i++) await sleep(100)
  await sleep(1500)
  return {
    url,
    primary,
    instances: pids,
    stop: async () => {
      const ended = new Promise((resolve) => primary.once('exit', resolve))
      primary.kill('SIGTERM')
      await ended
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

async function waitReady(url: string, withinMs: number): Promise<number> {
  const started = Date.now()
  while (Date.now() - started < withinMs) {
    try {
      if ((await fetch(`${url}/readyz`)).ok) return Date.now() - started
    } catch {
      // Not listening yet.
    }
    await sleep(100)
  }
  throw new Error(`${url} not ready within ${withinMs} ms`)
}

async function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as { code: number; data?: unknown } }
}

/** Tokens, the shop's windows (with room for the load) and products, before a load. */
async function loadData(url: string, shopId: number, customers: LoadData['customers']): Promise<LoadData> {
  const tokens = new Map<string, string>()
  for (const customer of customers) {
    const answer = await post(`${url}/cli/profiles/login`, {
      username: customer.email,
      password: customer.password,
    })
    const jwt = (answer.body.data as { jwt?: string } | undefined)?.jwt
    if (!jwt) throw new Error(`bench login refused: ${JSON.stringify(answer.body)}`)
    tokens.set(customer.email, jwt)
  }
  await fetch(`${url}/ops/stores/${shopId}/order-settings`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${OPS_TOKEN}` },
    body: JSON.stringify({ slotCapacity: 500, bookingCutoffHours: 2 }),
  })
  const slots = (await (await fetch(`${url}/cli/ecommerce/${shopId}/slots?delivery=IN_STORE`)).json()) as {
    data: { id: number; available: boolean }[]
  }
  const products = (await (await fetch(`${url}/cli/ecommerce/${shopId}/products?s=50&p=0`)).json()) as {
    data: { id: number; maxQuantity: number; available?: boolean }[]
  }
  if (!slots.data || !products.data)
    throw new Error(
      `the shop's windows or products: ${JSON.stringify(slots).slice(0, 300)} ${JSON.stringify(products).slice(0, 300)}`,
    )
  const slotIds = slots.data.filter((slot) => slot.available).map((slot) => slot.id)
  // Without a window every order round is refused: say so rather than measure refusals.
  if (!slotIds.length)
    throw new Error(`the shop has no bookable window: ${JSON.stringify(slots).slice(0, 300)}`)
  return {
    shopId,
    customers,
    tokens,
    slotIds,
    productIds: products.data.filter((product) => product.maxQuantity >= 1).map((product) => product.id),
    storeWords: STORE_WORDS,
    productWords: PRODUCT_WORDS,
  }
}

const ms = (n: number) => `${n} ms`.padStart(8)
const pad = (s: string | number, n: number) => String(s).padEnd(n)
const refusals = (f: CallFigures) =>
  [
    ...Object.entries(f.refused).map(([status, count]) => `HTTP ${status}×${count}`),
    ...Object.entries(f.codes).map(([code, count]) => `code ${code}×${count}`),
  ].join(' ') || '–'

function printCalls(title: string, calls: CallFigures[], floorRps?: number): void {
  console.log(`\n${title}`)
  console.log(
    `  ${pad('call', 42)}${pad('conns', 7)}${pad('req/s', 9)}${pad('p50', 9)}${pad('p99', 9)}${floorRps ? pad('× floor', 9) : ''}refused / no answer`,
  )
  for (const f of calls) {
    const ratio = floorRps ? pad((f.rps / floorRps).toFixed(2), 9) : ''
    console.log(
      `  ${pad(f.name, 42)}${pad(f.connections, 7)}${pad(f.rps, 9)}${ms(f.p50)} ${ms(f.p99)} ${ratio}${refusals(f)} / ${f.errors}`,
    )
  }
}

async function alone(
  url: string,
  name: string,
  options: Partial<autocannon.Options> = {},
): Promise<CallFigures> {
  const result = await autocannon({ url, connections: 50, duration: CALL_SECONDS, ...options })
  return figuresOf(name, 50, result)
}

async function floorServer(bytes: number): Promise<{ url: string; stop: () => void }> {
  const child = fork(new URL('./json-floor.ts', import.meta.url), [String(bytes)], {
    execArgv: ['--import', 'tsx'],
    stdio: 'inherit',
  })
  const { url } = await new Promise<{ url: string }>((resolve) =>
    child.once('message', (m) => resolve(m as { url: string })),
  )
  return { url, stop: () => child.kill() }
}

async function measureAgainstFloor(
  databaseUrl: string,
  redisUrl: string,
  shopId: number,
  data: LoadData['customers'],
) {
  const cluster = await startCluster(1, { databaseUrl, redisUrl, ratePerMinute: 10_000_000 })
  try {
    const d = await loadData(cluster.url, shopId, data)
    const token = d.tokens.get(data[0]?.email ?? '') ?? ''
    const storePage = await (await fetch(`${cluster.url}/cli/stores?s=5&p=0&q=torino`)).text()
    const floor = await floorServer(Buffer.byteLength(storePage))
    try {
      await autocannon({ url: `${cluster.url}/cli/stores?s=5&p=0&q=torino`, connections: 10, duration: 2 })
      const figures = [
        await alone(floor.url, `floor: bare Fastify, ${Buffer.byteLength(storePage)} bytes`),
        await alone(`${cluster.url}/cli/stores?s=5&p=0&q=torino`, 'store search: text'),
        await alone(`${cluster.url}/cli/stores?s=5&p=0&lat=45.0703&lon=7.6869`, 'store search: distance'),
        await alone(
          `${cluster.url}/cli/stores?s=5&p=3&q=mi&lat=45.4642&lon=9.19`,
          'store search: text + distance',
        ),
        await alone(`${cluster.url}/cli/ecommerce/${shopId}/products?s=20&p=0&q=pasta`, 'catalogue search'),
        await alone(`${cluster.url}/cli/profiles/login`, 'card (session)', {
          headers: { authorization: `Bearer ${token}` },
        }),
      ]
      printCalls(
        `One instance, each call alone (50 connections, ${CALL_SECONDS} s), against the floor:`,
        figures,
        figures[0]?.rps,
      )
    } finally {
      floor.stop()
    }
  } finally {
    await cluster.stop()
  }
}

function totals(result: LoadResult) {
  const requests = result.calls.reduce((n, f) => n + f.requests, 0)
  const fivexx = result.calls.reduce(
    (n, f) => n + Object.entries(f.refused).reduce((m, [s, c]) => m + (s.startsWith('5') ? c : 0), 0),
    0,
  )
  const errors = result.calls.reduce((n, f) => n + f.errors, 0)
  return { requests, rps: Math.round(requests / MIXED_SECONDS), fivexx, errors }
}

async function measureMixed(
  databaseUrl: string,
  redisUrl: string,
  shopId: number,
  customers: LoadData['customers'],
) {
  const rows: { instances: number; rps: number; fivexx: number; errors: number; lost: string }[] = []
  // BENCH_INSTANCES=2 (or 1,4) measures those counts only.
  const counts = (process.env.BENCH_INSTANCES ?? '1,2,4').split(',').map(Number)
  for (const instances of counts) {
    const cluster = await startCluster(instances, { databaseUrl, redisUrl, ratePerMinute: 10_000_000 })
    try {
      const data = await loadData(cluster.url, shopId, customers)
      const result = await mixedLoad(cluster.url, data, {
        seconds: MIXED_SECONDS,
        connections: CONNECTIONS,
        runId: `mixed${instances}-${Date.now()}`,
      })
      printCalls(
        `Mixed load, ${instances} instance(s), ${CONNECTIONS} connections, ${MIXED_SECONDS} s:`,
        result.calls,
      )
      const lost = await lostWrites(databaseUrl, result.acknowledged)
      const t = totals(result)
      console.log(
        `  all calls: ${t.rps} req/s, 5xx ${t.fivexx}, no answer ${t.errors}; acknowledged sign-ups ${result.acknowledged.signups.length}, orders ${result.acknowledged.orders.length}; lost: ${lost.signups} sign-ups, ${lost.orders} orders`,
      )
      rows.push({
        instances,
        rps: t.rps,
        fivexx: t.fivexx,
        errors: t.errors,
        lost: `${lost.signups}/${lost.orders}`,
      })
    } finally {
      await cluster.stop()
    }
  }
  const one = rows[0]?.rps ?? 1
  console.log('\nScaling (all calls of the mixed load):')
  for (const row of rows)
    console.log(
      `  ${row.instances} instance(s): ${row.rps} req/s (${(row.rps / one).toFixed(2)}× one), 5xx ${row.fivexx}, no answer ${row.errors}, lost sign-ups/orders ${row.lost}`,
    )
}

async function measureLive(
  databaseUrl: string,
  redisUrl: string,
  shopId: number,
  customers: LoadData['customers'],
) {
  const cluster = await startCluster(2, { databaseUrl, redisUrl, ratePerMinute: 10_000_000 })
  let stopped = false
  try {
    const data = await loadData(cluster.url, shopId, customers)
    const { result, live, open, close } = await withLiveStreams(
      cluster.url,
      data,
      { streams: STREAMS, opsToken: OPS_TOKEN, seconds: MIXED_SECONDS },
      () =>
        mixedLoad(cluster.url, data, {
          seconds: MIXED_SECONDS,
          connections: CONNECTIONS,
          runId: `live-${Date.now()}`,
        }),
    )
    printCalls(
      `Mixed load, 2 instances, ${CONNECTIONS} connections, ${MIXED_SECONDS} s, with ${STREAMS} live streams open:`,
      result.calls,
    )
    const t = totals(result)
    const lost = await lostWrites(databaseUrl, result.acknowledged)
    console.log(
      `  all calls: ${t.rps} req/s, 5xx ${t.fivexx}, no answer ${t.errors}; lost: ${lost.signups} sign-ups, ${lost.orders} orders`,
    )
    printLive(live)
    // The shutdown with the streams open: they end at once, the drain does not wait for them.
    const before = open()
    const started = Date.now()
    stopped = true
    await cluster.stop()
    const took = Date.now() - started
    await sleep(500)
    console.log(
      `  the cluster stopped (SIGTERM) in ${took} ms with ${before} streams open; ${before - open()} of them ended by the server`,
    )
    close()
  } finally {
    if (!stopped) await cluster.stop()
  }
}

async function measureSharedLimit(
  databaseUrl: string,
  redisUrl: string,
  customer: LoadData['customers'][number],
) {
  execFileSync('redis-cli', ['-u', redisUrl, 'flushall'], { stdio: 'ignore' })
  const cluster = await startCluster(4, { databaseUrl, redisUrl, ratePerMinute: 10 })
  try {
    const statuses: number[] = []
    for (let i = 0; i < 11; i++)
      statuses.push(
        (
          await post(`${cluster.url}/cli/profiles/login`, {
            username: customer.email,
            password: customer.password,
          })
        ).status,
      )
    console.log(
      `\nLogin limit of 10 a minute, 11 attempts spread by the balancer over 4 instances: ${statuses.join(' ')}`,
    )
  } finally {
    await cluster.stop()
    execFileSync('redis-cli', ['-u', redisUrl, 'flushall'], { stdio: 'ignore' })
  }
}

/** The answers of a time window: 2xx, 503, other 5xx, other refusals, no answer. */
function window(result: LoadResult, from: number, to: number) {
  const counts = { ok: 0, s503: 0, other5xx: 0, refused: 0, none: 0 }
  for (const [at, status] of result.timeline) {
    if (at < from || at >= to) continue
    if (status === 0) counts.none++
    else if (status < 300) counts.ok++
    else if (status === 503) counts.s503++
    else if (status >= 500) counts.other5xx++
    else counts.refused++
  }
  return counts
}

async function measureFaults(
  postgres: BenchService,
  redis: BenchService,
  databaseUrl: string,
  shopId: number,
  customers: LoadData['customers'],
) {
  const cluster = await startCluster(2, { databaseUrl, redisUrl: redis.url, ratePerMinute: 10_000_000 })
  try {
    const data = await loadData(cluster.url, shopId, customers)
    const start = Date.now()
    const marks: { name: string; at: number }[] = [{ name: 'before any fault', at: start }]
    const mark = (name: string) => marks.push({ name, at: Date.now() })
    // BENCH_FAULTS=kill,postgres,redis (all by default) chooses the faults.
    const chosen = (process.env.BENCH_FAULTS ?? 'kill,postgres,redis').split(',')
    const faults = (async () => {
      await sleep(8_000)
      if (chosen.includes('kill')) {
        const [victim] = cluster.instances()
        if (victim) process.kill(victim, 'SIGKILL')
        mark(`instance ${victim} killed (kill -9); the primary starts another`)
      }
      await sleep(8_000)
      if (chosen.includes('postgres')) {
        await postgres.stop()
        mark('PostgreSQL stopped')
        await sleep(6_000)
        await postgres.start()
        mark('PostgreSQL started again')
      } else await sleep(6_000)
      await sleep(6_000)
      if (chosen.includes('redis')) {
        await redis.stop()
        mark('Redis stopped (login and sign-up limits fail closed)')
        await sleep(6_000)
        await redis.start()
        mark('Redis started again')
      }
    })()
    const result = await mixedLoad(cluster.url, data, {
      seconds: 44,
      connections: CONNECTIONS,
      runId: `faults-${Date.now()}`,
    })
    await faults
    const end = Date.now()
    console.log(`\nFaults under the mixed load, 2 instances, ${CONNECTIONS} connections (answers per phase):`)
    console.log(
      `  ${pad('phase', 64)}${pad('2xx', 8)}${pad('503', 8)}${pad('other 5xx', 11)}${pad('4xx', 8)}no answer`,
    )
    marks.forEach((m, i) => {
      const w = window(result, m.at, marks[i + 1]?.at ?? end)
      console.log(
        `  ${pad(`${Math.round((m.at - start) / 1000)} s: ${m.name}`, 64)}${pad(w.ok, 8)}${pad(w.s503, 8)}${pad(w.other5xx, 11)}${pad(w.refused, 8)}${w.none}`,
      )
    })
    const readyIn = await waitReady(cluster.url, 30_000)
    const lost = await lostWrites(databaseUrl, result.acknowledged)
    console.log(
      `  after: ready again in ${readyIn} ms, ${cluster.instances().length} instances; acknowledged sign-ups ${result.acknowledged.signups.length}, orders ${result.acknowledged.orders.length}; lost: ${lost.signups} sign-ups, ${lost.orders} orders`,
    )
  } finally {
    await cluster.stop()
  }
}

export async function measureCluster(): Promise<void> {
  console.log('Cluster bench: a PostgreSQL and a Redis of its own on loopback…')
  const postgres = await privatePostgres(await freePort())
  const redis = await privateRedis(await freePort())
  if (!postgres || !redis) {
    console.log(
      'The cluster bench needs PostgreSQL (Debian: apt-get install -y postgresql) and Redis (apt-get install -y redis-server) installed, run as root or as a user that may run initdb.',
    )
    await postgres?.close()
    await redis?.close()
    return
  }
  try {
    const admin = new pg.Client({ connectionString: postgres.url })
    await admin.connect()
    await admin.query('CREATE DATABASE tessera_bench')
    await admin.end()
    const databaseUrl = postgres.url.replace(/\/postgres$/, '/tessera_bench')
    console.log(`Preparing ${STORE_COUNT} stores, a shop of ${PRODUCT_COUNT} products, 60 customers…`)
    const { shopId, customers } = await prepareBenchDatabase(databaseUrl, {
      storeCount: STORE_COUNT,
      productCount: PRODUCT_COUNT,
      customerCount: 60,
    })
    const only = process.env.BENCH_CLUSTER_ONLY
    if (!only || only === 'floor') await measureAgainstFloor(databaseUrl, redis.url, shopId, customers)
    if (!only || only === 'mixed') await measureMixed(databaseUrl, redis.url, shopId, customers)
    if (!only || only === 'live') await measureLive(databaseUrl, redis.url, shopId, customers)
    if (!only || only === 'limit') {
      const [customer] = customers
      if (customer) await measureSharedLimit(databaseUrl, redis.url, customer)
    }
    if (!only || only === 'faults') await measureFaults(postgres, redis, databaseUrl, shopId, customers)
  } finally {
    await redis.close()
    await postgres.close()
  }
}
