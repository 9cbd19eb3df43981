import { DEMO_CUSTOMERS, UNASSIGNED_CARD_CODES } from './db/seed/customers'
import { demoOpsToken } from './demo-ops-token'
import { TEST_CARDS } from './domain/payments'
import { readSettings } from './settings'
import { prepare } from './start'

function demoLogins(): string[] {
  return [
    '  Demo logins:',
    ...DEMO_CUSTOMERS.map((c) =>
      c.username
        ? `    web:   ${c.username} / ${c.password}   (${c.role})`
        : `    totem: carta ${c.card.code}, cognome ${c.lastName}   (${c.role})`,
    ),
    `  Unregistered printed cards for sign-up: ${UNASSIGNED_CARD_CODES.join(', ')}`,
    `  A till receipt for Mario Rossi: npm run ops -- receipt --card ${DEMO_CUSTOMERS[0]?.card.code} --amount 23.50 --own-brand 8.00`,
    '',
  ]
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

  const url = `${settings.publicUrl}/app/`
  const lines = [
    '',
    `  Tessera is running: ${url}`,
    `  Kiosk (totem):      ${url}totem`,
    `  API:                ${settings.publicUrl}/cli/  (OpenAPI: ${settings.publicUrl}/cli/openapi.json)`,
    `  Database:           ${running.database.kind === 'pglite' ? `PGlite in ${settings.dataDir}/pgdata` : 'PostgreSQL (DATABASE_URL)'}`,
    `  Mail:               ${running.outboxDir ? `.eml files in ${running.outboxDir}` : 'SMTP (SMTP_URL)'}`,
    `  Store calls (/ops): ${settings.opsToken ? 'on (npm run ops -- help)' : 'off (set OPS_TOKEN)'}`,
    `  Demo store:         ${settings.storeSimulator ? 'moves online orders along within minutes (DEMO_STORE_SIMULATOR=0: off)' : 'off'}`,
    `  Test cards:         ${TEST_CARDS.approve} approved, ${TEST_CARDS.decline} declined, ${TEST_CARDS.fail} provider failure`,
    '',
    ...(running.demoCustomers ? demoLogins() : []),
  ]
  process.stdout.write(`${lines.join('\n')}\n`)

  const shutdown = async (signal: string) => {
    running.app.log.info({ signal }, 'shutting down')
    await running.stop()
    process.exit(0)
  }
  process.once('SIGINT', () => void shutdown('SIGINT'))
  process.once('SIGTERM', () => void shutdown('SIGTERM'))
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
