import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { CHROMIUM } from './chromium'

/**
 * `npm test`: type check, lint and format, catalogues, unit and server tests, the build, and the
 * end-to-end tests in Debian's Chromium. Stops at the first step that fails.
 */
if (!existsSync(CHROMIUM)) {
  console.error(
    `The end-to-end tests need Debian's Chromium at ${CHROMIUM}, and it is missing. Install it with:\n\n` +
      '  sudo apt-get update && sudo apt-get install -y chromium\n',
  )
  process.exit(1)
}

const steps: [string, string[]][] = [
  ['check (types, lint, format, catalogues)', ['npm', 'run', '-s', 'check']],
  ['unit and server tests', ['npx', 'vitest', 'run']],
  ['build', ['npx', 'vite', 'build', '--logLevel', 'warn']],
  [
    "the build: the staff's code neither precached nor in the entry",
    ['npx', 'tsx', 'scripts/check-staff-chunks.ts'],
  ],
  ['end-to-end tests (Chromium)', ['npx', 'playwright', 'test']],
]
for (const [name, [command, ...args]] of steps) {
  console.log(`\n▶ ${name}`)
  const result = spawnSync(command as string, args, { stdio: 'inherit', env: process.env })
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed`)
    process.exit(result.status ?? 1)
  }
}
console.log('\n✔ all tests passed')
