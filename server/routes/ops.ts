import { opsEndpoints } from '../../src/api/ops-endpoints'
import type { Deps, Register } from '../deps'
import { postTillReceipt } from '../domain/receipts'
import { runDailyJobs } from '../jobs/daily-jobs'

/** The store system's calls (ORDERING.md "The store's side"); registered only when OPS_TOKEN is set. */
export function opsRoutes(register: Register, deps: Deps): void {
  register(opsEndpoints.postReceipt, async ({ body }) => postTillReceipt(deps, body))

  register(opsEndpoints.runJobs, async ({ request }) => runDailyJobs(deps, request.log, { force: true }))
}
