import cluster from 'node:cluster'
import { DEMO_CUSTOMERS, UNASSIGNED_CARD_CODES } from './db/seed/customers'
import { DEMO_STAFF_PASSWORD, firstDemoStaff } from './db/seed/staff'
import { demoOpsToken } from './demo-ops-token'
import { TEST_CARDS } from './domain/orders/payments'
import { readSettings, type ServerSettings } from './settings'
import { prepare, type Running } from './start'
import { reportStartFailure } from './start-refusal'

function demoLogins(staff: { email: string; storeName: string } | null): string[] {
  return [
    '  Demo logins:',
    ...DEMO_CUSTOMERS.map((c) =>
      c.username
        ? `    web:   ${c.username} / ${c.password}   (${c.role})`
        : `    totem: carta ${c.card.code}, cognome ${c.lastName}   (${c.role})`,
    ),
    ...(staff
      ? [
          `    staff: ${staff.email} / ${DEMO_STAFF_PASSWORD}   (${staff.storeName}; every online store has its staff.<store id>@ account)`,
        ]
      : []),
    `  Unregistered printed cards for sign-up: ${UNASSIGNED_CARD_CODES.join(', ')}`,
    `  A till receipt for Mario Rossi: npm run ops -- receipt --card ${DEMO_CUSTOMERS[0]?.card.code} --amount 23.50 --own-brand 8.00`,
    '',
  ]
}

/** What `npm start` prints: where the app is, what it runs on, and how to try it. */
async function printBanner(settings: ServerSettings, running: Running): Promise<void> {
  const url = `${settings.publicUrl}/app/`
  const lines = [
    '',
    `  Tessera is running: ${url}`,
    `  Kiosk (totem):      ${url}totem`,
    `  API:                ${settings.publicUrl}/cli/  (OpenAPI: ${settings.publicUrl}/cli/openapi.json)`,
    `  Database:           ${running.database.kind === 'pglite' ? `PGlite in ${settings.dataDir}/pgdata` : 'PostgreSQL (DATABASE_URL)'}`,
    `  Mail:               ${running.outboxDir ? `.eml files in ${running.outboxDir}` : 'SMTP (SMTP_URL)'}`,
    `  Store calls (/ops): ${settings.opsToken ? 'on (npm run ops -- help)' : 'off (set OPS_TOKEN)'}`,
    `  Demo store:         ${settings.storeSimulator ? 'picks online orders from two hours before their window (DEMO_STORE_SIMULATOR=0: off)' : 'off'}`,
    `  Test cards:         ${TEST_CARDS.approve} approved, ${TEST_CARDS.decline} declined, ${TEST_CARDS.fail} provider failure`,
    '',
    ...(running.demoCustomers ? demoLogins(await firstDemoStaff(running.database.db)) : []),
  ]
  process.stdout.write(`${lines.join('\n')}\n`)
}

/** `npm start`: the reference server with the built PWA, on PORT (3000). */
async function main(): Promise<void> {
  const read = readSettings()
  const settings = {
    ...read,
    opsToken: read.opsToken ?? (read.databaseUrl ? undefined : await demoOpsToken(read.dataDir)),
  }
  const running = await prepare(settings)
  await running.app.listen({ port: settings.port, host: settings.host })

  if (cluster.isWorker) {
    // One of `npm run start:cluster`'s instances: the primary said where the app is.
    running.app.log.info({ pid: process.pid }, 'instance ready')
  } else {
    await printBanner(settings, running)
  }

  // One signal starts the drain; more of them are expected and must not cut it short: a supervisor
  // signalling the process group reaches this process and npm, which forwards the same signal again.
  let stopping = false
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) {
      running.app.log.info({ signal }, 'already shutting down')
      return
    }
    stopping = true
    running.app.log.info({ signal }, 'shutting down: draining the requests under way')
    // The drain gives up on a stuck request after 10 s; closing the database after it must not hang.
    setTimeout(() => {
      running.app.log.error('shutdown took too long: exiting anyway')
      process.exit(1)
    }, SHUTDOWN_LIMIT_MS).unref()
    running.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        running.app.log.error({ err: error }, 'shutdown failed')
        process.exit(1)
      },
    )
  }
  process.on('SIGINT', shutdown)
  process.on('SIGTERM', shutdown)
}

/** Under the 30 s a supervisor usually grants before SIGKILL. */
const SHUTDOWN_LIMIT_MS = 25_000

// A wrong setting or a data folder in use is said plainly: the operator's doing, not a bug to read a
// stack trace for.
main().catch(reportStartFailure)
