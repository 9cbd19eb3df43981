import { fork } from 'node:child_process'
import autocannon from 'autocannon'
import {
  measureFrontEnd,
  measureInteractionsAlone,
  measureShopLighthouseAlone,
  printFrontEnd,
  printInteractions,
} from './bench/front-end'

/**
 * `npm run bench`: measures and prints; asserts nothing. The server runs in its own process on
 * loopback, the load generator (autocannon) in this one. Targets on this 2-core machine: store
 * search p99 under 20 ms and over 2,000 requests/s at 50 connections. Then the front end's figures
 * (bench/front-end.ts) on the build in dist/.
 */
const DURATION = Number(process.env.BENCH_SECONDS ?? 10)

interface Figures {
  name: string
  rps: number
  p50: number
  p99: number
  errors: number
  non2xx: number
}

async function load(
  url: string,
  name: string,
  options: Partial<autocannon.Options> & { connections: number },
): Promise<Figures> {
  const result = await autocannon({ url, duration: DURATION, ...options })
  return {
    name,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  }
}

async function main(): Promise<void> {
  // `npm run bench -- cluster`: several instances on PostgreSQL and Redis (bench/cluster.ts), alone.
  if (process.argv.includes('cluster')) {
    const { measureCluster } = await import('./bench/cluster')
    await measureCluster()
    return
  }
  // BENCH_ONLY=web or BENCH_ONLY=server measures one half; BENCH_ONLY=inp the shop's taps alone;
  // BENCH_ONLY=lighthouse Lighthouse alone on the shop's pages.
  const only = process.env.BENCH_ONLY
  if (only === 'inp') {
    printInteractions(await measureInteractionsAlone())
    return
  }
  if (only === 'lighthouse') {
    await measureShopLighthouseAlone()
    return
  }
  if (only !== 'web') await measureServer()
  if (only !== 'server') printFrontEnd(await measureFrontEnd())
}

async function measureServer(): Promise<void> {
  console.log('Starting the server on a scratch database with 10,000 stores and a shop of 10,000 products…')
  const child = fork(new URL('./bench/server.ts', import.meta.url), {
    execArgv: ['--import', 'tsx'],
    stdio: 'inherit',
  })
  const { url, shopId } = await new Promise<{ url: string; shopId: number }>((resolve, reject) => {
    child.once('message', (m) => resolve(m as { url: string; shopId: number }))
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)))
  })

  const figures: Figures[] = []
  try {
    // Warm the store index and the JIT before measuring.
    await autocannon({ url: `${url}/cli/stores?s=5&p=0&q=torino`, duration: 2, connections: 10 })
    figures.push(
      await load(`${url}/cli/stores?s=5&p=0&q=torino`, 'GET /cli/stores?q=torino', { connections: 50 }),
    )
    figures.push(
      await load(
        `${url}/cli/stores?s=5&p=0&lat=45.0703&lon=7.6869`,
        'GET /cli/stores?lat&lon (distance sort)',
        {
          connections: 50,
        },
      ),
    )
    figures.push(
      await load(`${url}/cli/stores?s=5&p=3&q=mi&lat=45.4642&lon=9.19`, 'GET /cli/stores?q=mi&lat&lon&p=3', {
        connections: 50,
      }),
    )
    // Catalogue search: what shoppers type, in turn (autocannon cycles through the requests).
    const words = [
      'pomodoro',
      'pasta',
      'latte',
      'mele',
      'caffe',
      'olio',
      'acqua',
      'biscotti',
      'pomod',
      'formaggio',
    ]
    const catalogue = `/cli/ecommerce/${shopId}/products`
    await autocannon({ url: `${url}${catalogue}?q=pasta`, duration: 2, connections: 10 })
    figures.push(
      await load(url, `GET ${catalogue}?q=… (10,000 products)`, {
        connections: 50,
        requests: words.map((q) => ({ method: 'GET', path: `${catalogue}?q=${q}&s=20` })),
      }),
    )
    figures.push(
      await load(`${url}${catalogue}?department=PANTRY&s=20&p=3`, `GET ${catalogue}?department&p=3`, {
        connections: 50,
      }),
    )
    // Typos, the orders and the filters, in turn (issue 33).
    const refined = [
      'q=mozarella',
      'q=lattte',
      'q=pomodro',
      'q=latte&sort=price',
      'q=pasta&sort=unitPrice',
      'department=DAIRY&promo=1&sort=price',
      'q=latte&brand=Latteria%20Orobica',
      'without=GLUTEN,MILK&promo=1',
      'q=biscotti&without=NUTS',
    ]
    figures.push(
      await load(url, `GET ${catalogue}?q=typo&sort&promo&brand`, {
        connections: 50,
        requests: refined.map((query) => ({ method: 'GET', path: `${catalogue}?${query}&s=20` })),
      }),
    )
    figures.push(
      await load(`${url}/cli/profiles/login`, 'POST /cli/profiles/login (Argon2id)', {
        connections: 10,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'mario.rossi@example.com', password: 'Tessera-2026' }),
      }),
    )
  } finally {
    child.send('stop')
  }

  console.log(`\nServer figures (${DURATION} s each, loopback, ${process.env.BENCH_NOTE ?? '2 cores'}):`)
  console.table(
    figures.map((f) => ({
      call: f.name,
      'requests/s': f.rps,
      'p50 ms': f.p50,
      'p99 ms': f.p99,
      'errors+non-2xx': f.errors + f.non2xx,
    })),
  )
  const verdict = (label: string, search: Figures[]) => {
    const worstP99 = Math.max(...search.map((f) => f.p99))
    const slowestRps = Math.min(...search.map((f) => f.rps))
    console.log(
      `${label}: worst p99 ${worstP99} ms (target < 20), lowest ${slowestRps} requests/s (target > 2000): ` +
        (worstP99 < 20 && slowestRps > 2000 ? 'on target' : 'OFF TARGET'),
    )
  }
  verdict('Store search', figures.slice(0, 3))
  verdict('Catalogue search', figures.slice(3, 6))
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
