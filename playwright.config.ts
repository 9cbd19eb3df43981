import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM, CHROMIUM_FLAGS } from './scripts/chromium'
import { E2E_OPS_TOKEN } from './tests/e2e/helpers/ops'

/**
 * End-to-end tests on the built app served by the reference server, in Debian's Chromium (no
 * browser is downloaded). Each run starts from an empty data folder, so the seed is fresh.
 */
const PORT = Number(process.env.E2E_PORT ?? 3199)
/** The build under test (`vite build --outDir …` lets several builds be tested side by side). */
const APP_DIR = process.env.E2E_APP_DIR ?? 'dist'
const DATA_DIR = `.tmp/e2e-${PORT}`

export default defineConfig({
  testDir: 'tests/e2e',
  // One folder per port: two runs side by side do not clean each other's results.
  outputDir: `test-results/${PORT}`,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: 'it-IT',
    trace: 'retain-on-failure',
    // The service worker fetches the whole precache (~1 MB) after each page's load, for every test's
    // fresh context: the tests of offline use allow it (test.use), the rest do without that work.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [...CHROMIUM_FLAGS],
    },
  },
  projects: [
    { name: 'phone', use: { ...devices['Pixel 7'], defaultBrowserType: 'chromium' } },
    // Only the tests tagged @wide, where the layout differs on a wide screen (the shell's side menu,
    // the home's banner, the stores' map beside the list, the leaflets' grid, the card); the rest
    // behaves the same at any width.
    {
      name: 'desktop',
      grep: /@wide/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    command: `rm -rf ${DATA_DIR} && tsx server/main.ts`,
    url: `http://localhost:${PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      DATA_DIR,
      APP_DIR,
      PUBLIC_URL: `http://localhost:${PORT}`,
      RATE_LIMIT_PER_MINUTE: '1000',
      LOG_LEVEL: 'warn',
      OPS_TOKEN: E2E_OPS_TOKEN,
      // The tests move orders through /ops themselves.
      DEMO_STORE_SIMULATOR: '0',
    },
  },
})
