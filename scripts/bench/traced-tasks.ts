import type { Browser, Page } from '@playwright/test'
import { type MainThreadTask, mainThreadTasks, type TraceEvent } from './main-thread-tasks'

/**
 * The tasks of a page's main thread while `run` runs, from a trace of the tasks and V8's work only:
 * Lighthouse's categories (devtools.timeline) record a stack for every timer and request, which costs
 * V8 a reparse of each function a stack first passes through (script-tasks.ts). Each task carries
 * its CPU time (main-thread-tasks.ts), scaled by `scale`.
 */
const CATEGORIES = ['toplevel', 'v8', 'v8.execute', 'blink.user_timing']

export async function tracedTasks(
  browser: Browser,
  page: Page,
  scale: number,
  run: () => Promise<void>,
): Promise<MainThreadTask[]> {
  await browser.startTracing(page, { categories: CATEGORIES })
  let trace: Buffer
  try {
    await run()
    // The page's main thread is found by its origin in its events (main-thread-tasks.ts); while
    // browsing, nothing in these categories may name it, so a mark does.
    await page.evaluate((origin) => performance.mark(`bench ${origin}`), new URL(page.url()).origin)
  } finally {
    trace = await browser.stopTracing()
  }
  const { traceEvents } = JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] }
  const tasks = mainThreadTasks(traceEvents, page.url(), scale)
  if (tasks.length > 0 && tasks.every((task) => task.cpuMs === null))
    throw new Error(`no thread times in the trace of ${page.url()}`)
  return tasks
}
