/**
 * Debian's Chromium (no browser is downloaded on this machine), and the flags every run of it gets:
 * the e2e tests (playwright.config.ts), the test command's check (scripts/test.ts) and the bench.
 */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** No sandbox in this container; no background traffic, updates or sync to disturb a test or a measure. */
export const CHROMIUM_FLAGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]
