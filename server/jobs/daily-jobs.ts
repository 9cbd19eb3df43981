import { and, eq, sql } from 'drizzle-orm'
import { jobRuns } from '../db/schema'
import {
  eraseFraudPreventionRecords,
  erasePurchaseRecords,
  expireMarketingConsents,
} from '../domain/accounts/retention'
import { disableIdleCards, warnCardsNearDeactivation } from '../domain/loyalty/card-deactivation'
import { topUpPersonalCoupons } from '../domain/loyalty/personal-coupons'
import { utcDay } from '../domain/shared/calendar'
import { type DomainContext, inTransaction, type Tx } from '../domain/shared/context'

/** A job of the day: it changes what its rule says, and answers how many records of each kind. */
export interface DailyJob {
  name: string
  run(tx: Tx): Promise<Record<string, number>>
}

export const DAILY_JOBS: readonly DailyJob[] = [
  { name: 'card-deactivation-notice', run: warnCardsNearDeactivation },
  { name: 'card-deactivation', run: disableIdleCards },
  // After the deactivation: a card disabled today gets no new coupons.
  { name: 'personal-coupons', run: topUpPersonalCoupons },
  { name: 'marketing-consent-expiry', run: expireMarketingConsents },
  { name: 'fraud-record-retention', run: eraseFraudPreventionRecords },
  { name: 'purchase-record-retention', run: erasePurchaseRecords },
]

export interface JobReport {
  job: string
  /** False when another instance holds the job right now, or it has run today already. */
  ran: boolean
  changed: Record<string, number>
}

export interface JobLog {
  info(details: object, message: string): void
}

/**
 * Runs each job in a transaction of its own, under a PostgreSQL advisory lock named after it: of
 * several instances, one runs a job and the others pass. A job that has run today (UTC) is left alone
 * unless `force` (a run by hand). What each run changed is kept in job_runs and logged.
 */
export async function runDailyJobs(
  ctx: DomainContext,
  log: JobLog,
  options: { force?: boolean; jobs?: readonly DailyJob[] } = {},
): Promise<JobReport[]> {
  const reports: JobReport[] = []
  for (const job of options.jobs ?? DAILY_JOBS) {
    const report = await inTransaction(ctx, async (tx) => {
      if (!(await tryJobLock(tx, job.name))) return { job: job.name, ran: false, changed: {} }
      const day = utcDay(tx.at)
      if (!options.force) {
        const [done] = await tx.db
          .select({ job: jobRuns.job })
          .from(jobRuns)
          .where(and(eq(jobRuns.job, job.name), eq(jobRuns.day, day)))
        if (done) return { job: job.name, ran: false, changed: {} }
      }
      const changed = await job.run(tx)
      await tx.db
        .insert(jobRuns)
        .values({ job: job.name, day, ranAt: tx.at, changed })
        .onConflictDoUpdate({ target: [jobRuns.job, jobRuns.day], set: { ranAt: tx.at, changed } })
      return { job: job.name, ran: true, changed }
    })
    if (report.ran) log.info({ job: report.job, changed: report.changed }, 'daily job ran')
    reports.push(report)
  }
  return reports
}

/** Takes the job's advisory lock until the transaction ends; false when another instance holds it. */
async function tryJobLock(tx: Tx, name: string): Promise<boolean> {
  const result = await tx.db.execute(
    sql`select pg_try_advisory_xact_lock(hashtext(${`tessera:job:${name}`})) as held`,
  )
  // node-postgres and PGlite both answer { rows }, typed differently by their drizzle drivers.
  const rows = (result as unknown as { rows: { held: boolean }[] }).rows
  return rows[0]?.held === true
}

/**
 * Every instance looks once an hour (and soon after it starts); the lock and the day's record make
 * it one run a day in all. Answers a stop function.
 */
export function scheduleDailyJobs(
  ctx: DomainContext,
  log: JobLog & { error(details: object, message: string): void },
  everyMs = 60 * 60_000,
): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve()
  const tick = () => {
    running = runDailyJobs(ctx, log).catch((error: unknown) => log.error({ err: error }, 'daily jobs failed'))
  }
  const first = setTimeout(tick, Math.min(everyMs, 30_000))
  const timer = setInterval(tick, everyMs)
  first.unref()
  timer.unref()
  return async () => {
    clearTimeout(first)
    clearInterval(timer)
    await running
  }
}
