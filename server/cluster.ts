import cluster, { type Worker } from 'node:cluster'
import { availableParallelism } from 'node:os'
import { connectDatabase } from './db/connect'
import { seedIfNeeded } from './db/seed'
import { readSettings, type ServerSettings, seedsDemoCustomers } from './settings'
import { reportStartFailure } from './start-refusal'

/**
 * `npm run start:cluster`: several instances of the reference server on one port, for trying on one
 * machine what a deployment does with a load balancer in front of several containers. Node's cluster
 * module is the balancer: the primary process accepts the connections and hands them to the
 * instances in turn (round robin). Every instance is the same server as `npm start`, so they must
 * share their state: PostgreSQL (`DATABASE_URL`, required) and, for the rate limits, Redis
 * (`REDIS_URL`). An instance that dies is started again; SIGTERM or SIGINT drains every instance
 * (each finishes its requests under way) and then the primary exits 0.
 */
const settings: ServerSettings = (() => {
  try {
    return readSettings()
  } catch (error) {
    // A wrong setting is said plainly, as `npm start` says it (server/start-refusal.ts).
    return reportStartFailure(error)
  }
})()

/** A crash loop is not retried faster than this. */
const RESTART_DELAY_MS = 1_000
/** The instances' own drain takes at most 25 s (server/main.ts); then they are killed. */
const SHUTDOWN_LIMIT_MS = 28_000

function instanceCount(): number {
  const wanted = Number(process.env.INSTANCES ?? availableParallelism())
  return Number.isInteger(wanted) && wanted >= 1 ? wanted : 1
}

/** Once, before the instances start: they would otherwise migrate and seed the database all at once. */
async function prepareDatabase(databaseUrl: string): Promise<void> {
  const database = await connectDatabase({ databaseUrl, dataDir: null })
  try {
    await database.migrate()
    await seedIfNeeded(database.db, new Date(), { demoCustomers: seedsDemoCustomers(settings) })
  } finally {
    await database.close()
  }
}

async function startPrimary(): Promise<void> {
  if (!settings.databaseUrl) {
    console.error(
      'start:cluster needs DATABASE_URL: the instances share one PostgreSQL database (PGlite belongs to one process).',
    )
    process.exit(1)
  }
  await prepareDatabase(settings.databaseUrl)
  const count = instanceCount()
  let stopping = false
  const started = new Map<number, number>()

  const fork = (): Worker => {
    const worker = cluster.fork()
    started.set(worker.id, Date.now())
    return worker
  }

  cluster.on('exit', (worker, code, signal) => {
    const ranFor = Date.now() - (started.get(worker.id) ?? Date.now())
    started.delete(worker.id)
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0)
      return
    }
    console.error(`instance ${worker.process.pid} ended (${signal ?? `code ${code}`}): starting another`)
    setTimeout(fork, ranFor < RESTART_DELAY_MS ? RESTART_DELAY_MS : 0)
  })

  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return
    stopping = true
    console.log(`${signal}: draining the instances`)
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM')
    setTimeout(() => {
      console.error('the instances took too long to stop: exiting anyway')
      process.exit(1)
    }, SHUTDOWN_LIMIT_MS).unref()
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0)
  }
  process.on('SIGTERM', shutdown)
  process.on('SIGINT', shutdown)

  for (let i = 0; i < count; i++) fork()
  const limits = settings.redisUrl
    ? 'shared through Redis (REDIS_URL)'
    : 'counted by each instance (no REDIS_URL)'
  console.log(`\n  Tessera: ${count} instances on port ${settings.port}: ${settings.publicUrl}/app/`)
  console.log(`  Rate limits ${limits}\n`)
}

if (cluster.isPrimary) {
  startPrimary().catch(reportStartFailure)
} else {
  await import('./main')
}
