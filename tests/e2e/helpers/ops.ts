import { execFile } from 'node:child_process'
import { promisify } from 'node:util'

/** The store token of the e2e server (playwright.config.ts): a test server's, not a secret. */
export const E2E_OPS_TOKEN = 'e2e-store-token'

/** Runs `npm run ops -- <args>` against the e2e server, as a store's till would, and answers its output. */
export async function runOps(baseURL: string, args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)('npm', ['run', 'ops', '--silent', '--', ...args], {
    env: { ...process.env, OPS_URL: baseURL, OPS_TOKEN: E2E_OPS_TOKEN },
    timeout: 60_000,
  })
  return stdout
}
