import lighthouse, { type Result } from 'lighthouse'
import { launchForLighthouse } from './chromium'
import { longestTasks, type MainThreadTask, mainThreadTasks, type TraceEvent } from './main-thread-tasks'
import { type Row, reported, targeted } from './report'
import { median } from './stats'

/**
 * Lighthouse on the public pages (issue 16), with its default settings: the mobile preset, i.e.
 * a simulated slow 4G and a 4× slower CPU (simulated throttling: the figures are computed from the
 * page's trace, which keeps them steadier on a shared machine than real throttling would).
 *
 * Each run gets a fresh Chromium with an empty profile. The pages are visited in rounds (home,
 * floor, login, stores, leaflets, then again), so that a slow spell of the machine falls on the
 * home page and its floor alike: of the home page's LCP, only its ratio to the floor's counts.
 */
export interface LighthousePage {
  /** How the tables name it. */
  name: string
  url: string
  /** The floor: a reference, printed without targets. */
  floor?: boolean
  /** A performance score this page must reach above the app's (issue 33's phone shop: 95). */
  performanceTarget?: number
}

export interface LighthouseRun {
  performance: number
  accessibility: number
  fcpMs: number
  lcpMs: number
  cls: number
  tbtMs: number
  /** The longest top-level main-thread task, 0 when none reached 50 ms (Lighthouse lists no shorter one). */
  longestTaskMs: number
  /** Where that task's time goes, as Lighthouse attributes it (a script's URL, or "Unattributable"). */
  longestTaskUrl: string
  /**
   * From the run's trace, each task's time times the CPU slowdown simulated: the longest task mostly
   * running the page's script, and the longest of the browser's own work (main-thread-tasks.ts).
   */
  longestScriptTask: MainThreadTask | null
  longestBrowserTask: MainThreadTask | null
  /**
   * The script's task with the most CPU time on the main thread, times the slowdown: its own work,
   * without the time the thread waited for one of this machine's two cores (main-thread-tasks.ts),
   * but with the cost of Lighthouse's tracing (script-tasks.ts measures without it).
   */
  longestScriptCpuTask: MainThreadTask | null
  /** Of the script's tasks' wall time, the share the main thread ran on a core. */
  scriptCoreShare: number | null
  /**
   * Lighthouse's measure of the host's speed during the run (higher is faster): the simulated
   * figures scale with it, so a busy machine shows here first.
   */
  benchmarkIndex: number
}

export interface LighthouseFigures {
  page: LighthousePage
  /** Medians over the successful runs, each figure on its own; null when no run succeeded. */
  median: LighthouseRun | null
  runs: number
  errors: string[]
}

/** A figure an audit must have; a missing one means Lighthouse changed, and is said so. */
function numeric(lhr: Result, audit: string): number {
  const value = lhr.audits[audit]?.numericValue
  if (typeof value !== 'number') {
    throw new Error(`Lighthouse gave no number for "${audit}" on ${lhr.finalDisplayedUrl}`)
  }
  return value
}

function score(lhr: Result, category: string): number {
  const value = lhr.categories[category]?.score
  if (typeof value !== 'number')
    throw new Error(`Lighthouse gave no ${category} score for ${lhr.finalDisplayedUrl}`)
  return Math.round(value * 100)
}

/**
 * The longest task from the `long-tasks` audit (top-level tasks of 50 ms or more, simulated at 4×
 * CPU, longest first). Its table items are loosely typed: read defensively.
 */
function longestTask(lhr: Result): { ms: number; url: string } {
  const details = lhr.audits['long-tasks']?.details
  if (details?.type !== 'table') return { ms: 0, url: '' }
  let longest = { ms: 0, url: '' }
  for (const item of details.items) {
    const duration = item.duration
    if (typeof duration === 'number' && duration > longest.ms) {
      longest = { ms: duration, url: typeof item.url === 'string' ? item.url : '' }
    }
  }
  return longest
}

async function runOnce(url: string): Promise<LighthouseRun> {
  const chromium = await launchForLighthouse()
  try {
    const result = await lighthouse(url, {
      port: chromium.port,
      hostname: '127.0.0.1',
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance', 'accessibility'],
    })
    const lhr = result?.lhr
    if (!lhr) throw new Error('Lighthouse returned no result')
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`)
    const task = longestTask(lhr)
    const trace = result.artifacts.Trace.traceEvents as unknown as TraceEvent[]
    const tasks = longestTasks(
      mainThreadTasks(trace, url, lhr.configSettings.throttling.cpuSlowdownMultiplier),
    )
    return {
      performance: score(lhr, 'performance'),
      accessibility: score(lhr, 'accessibility'),
      fcpMs: numeric(lhr, 'first-contentful-paint'),
      lcpMs: numeric(lhr, 'largest-contentful-paint'),
      cls: numeric(lhr, 'cumulative-layout-shift'),
      tbtMs: numeric(lhr, 'total-blocking-time'),
      longestTaskMs: task.ms,
      longestTaskUrl: task.url,
      longestScriptTask: tasks.script,
      longestBrowserTask: tasks.browser,
      longestScriptCpuTask: tasks.scriptCpu,
      scriptCoreShare: tasks.scriptCoreShare,
      benchmarkIndex: lhr.environment.benchmarkIndex,
    }
  } finally {
    await chromium.close()
  }
}

/** The run's task whose length is the median one (a task of a run, with what it was). */
function medianTask(
  tasks: ReadonlyArray<MainThreadTask | null>,
  length: (task: MainThreadTask) => number = (task) => task.ms,
): MainThreadTask | null {
  const known = tasks
    .filter((task): task is MainThreadTask => task !== null)
    .sort((a, b) => length(a) - length(b))
  return known[Math.floor((known.length - 1) / 2)] ?? null
}

function medianRun(runs: readonly LighthouseRun[]): LighthouseRun | null {
  const first = runs[0]
  if (!first) return null
  const of = (pick: (run: LighthouseRun) => number) => median(runs.map(pick))
  const longestTaskMs = of((run) => run.longestTaskMs)
  return {
    performance: of((run) => run.performance),
    accessibility: of((run) => run.accessibility),
    fcpMs: of((run) => run.fcpMs),
    lcpMs: of((run) => run.lcpMs),
    cls: of((run) => run.cls),
    tbtMs: of((run) => run.tbtMs),
    longestTaskMs,
    // The URL of the run whose longest task is the median one.
    longestTaskUrl: runs.find((run) => run.longestTaskMs === longestTaskMs)?.longestTaskUrl ?? '',
    longestScriptTask: medianTask(runs.map((run) => run.longestScriptTask)),
    longestBrowserTask: medianTask(runs.map((run) => run.longestBrowserTask)),
    longestScriptCpuTask: medianTask(
      runs.map((run) => run.longestScriptCpuTask),
      (task) => task.cpuMs ?? 0,
    ),
    scriptCoreShare: runs.every((run) => run.scriptCoreShare !== null)
      ? of((run) => run.scriptCoreShare ?? 0)
      : null,
    benchmarkIndex: of((run) => run.benchmarkIndex),
  }
}

/**
 * `rounds` rounds over `pages`, in the order given. A failed run is tried once more (Lighthouse
 * itself says "run again" for a trace it could not read, which the busy machine causes now and
 * then); a second failure is reported with the figures, not fatal.
 */
export async function measureLighthouse(
  pages: readonly LighthousePage[],
  rounds: number,
  progress: (line: string) => void = () => {},
): Promise<LighthouseFigures[]> {
  const runs = pages.map(() => [] as LighthouseRun[])
  const errors = pages.map(() => [] as string[])
  for (let round = 1; round <= rounds; round++) {
    for (const [index, page] of pages.entries()) {
      const name = `Lighthouse ${round}/${rounds} ${page.name}`
      for (let attempt = 1; attempt <= 2; attempt++) {
        const started = Date.now()
        try {
          const run = await runOnce(page.url)
          runs[index]?.push(run)
          progress(
            `  ${name}: performance ${run.performance}, LCP ${Math.round(run.lcpMs)} ms, ` +
              `host benchmark index ${Math.round(run.benchmarkIndex)} ` +
              `(${((Date.now() - started) / 1000).toFixed(0)} s)`,
          )
          break
        } catch (error) {
          const message = (error as Error).message
          if (attempt === 1) {
            progress(`  ${name}: failed (${message}); trying once more`)
          } else {
            errors[index]?.push(`round ${round}: ${message}`)
            progress(`  ${name}: FAILED twice (${message})`)
          }
        }
      }
    }
  }
  return pages.map((page, index) => ({
    page,
    median: medianRun(runs[index] ?? []),
    runs: runs[index]?.length ?? 0,
    errors: errors[index] ?? [],
  }))
}

/** Issue 16's targets for the app's pages (the floor is printed without them). */
export const LIGHTHOUSE_TARGETS = {
  performance: 90,
  accessibility: 100,
  cls: 0.02,
  tbtMs: 200,
  /** The home page's LCP at most this many times the floor's, medians of the same rounds. */
  homeLcpRatio: 1.3,
} as const

/** A script's file name is enough to find it in dist/assets. */
function shortUrl(url: string): string {
  try {
    return new URL(url).pathname.split('/').pop() || url
  } catch {
    return url
  }
}

export function lighthouseRows(figures: readonly LighthouseFigures[]): Row[] {
  const t = LIGHTHOUSE_TARGETS
  const rows: Row[] = []
  for (const { page, median: m, runs, errors } of figures) {
    const label = (figure: string) => `${page.name} · ${figure}`
    if (!m) {
      rows.push(reported(label(`no successful run (${errors.length} failed)`), errors[0] ?? ''))
      continue
    }
    const check = (figure: string, value: string, target: string, ok: boolean) =>
      page.floor ? reported(label(figure), value) : targeted(label(figure), value, target, ok)
    const traced = (task: MainThreadTask | null) =>
      task === null ? 'none' : `${Math.round(task.ms)} ms (${task.what})`
    const cpu = m.longestScriptCpuTask
    const cpuTask =
      cpu === null
        ? 'no thread times in the trace'
        : `${Math.round(cpu.cpuMs ?? 0)} ms (${cpu.what}; ${Math.round(cpu.ms)} ms of wall time)`
    const share = m.scriptCoreShare === null ? 'unknown' : `${Math.round(m.scriptCoreShare * 100)} %`
    const task =
      m.longestTaskMs === 0
        ? 'none ≥ 50 ms'
        : `${Math.round(m.longestTaskMs)} ms (${shortUrl(m.longestTaskUrl)})`
    rows.push(
      reported(
        label('runs (host benchmark index)'),
        `${runs} of ${runs + errors.length} (${Math.round(m.benchmarkIndex)})`,
      ),
      check(
        'performance',
        String(m.performance),
        `≥ ${page.performanceTarget ?? t.performance}`,
        m.performance >= (page.performanceTarget ?? t.performance),
      ),
      check(
        'accessibility',
        String(m.accessibility),
        `${t.accessibility}`,
        m.accessibility >= t.accessibility,
      ),
      reported(label('FCP'), `${Math.round(m.fcpMs)} ms`),
      reported(label('LCP'), `${Math.round(m.lcpMs)} ms`),
      check('CLS', m.cls.toFixed(3), `≤ ${t.cls}`, m.cls <= t.cls),
      check('TBT', `${Math.round(m.tbtMs)} ms`, `≤ ${t.tbtMs} ms`, m.tbtMs <= t.tbtMs),
      reported(label('longest task (Lighthouse)'), task),
      reported(label('longest task of its script, wall time'), traced(m.longestScriptTask)),
      reported(label('longest task of its script, CPU time'), cpuTask),
      reported(label('main thread on a core in its script’s tasks'), share),
      reported(label('longest task of the browser’s own'), traced(m.longestBrowserTask)),
    )
  }
  return rows
}

/** The home page's LCP over its floor's, from the medians of the same rounds; null without both. */
export function homeLcpRatio(
  figures: readonly LighthouseFigures[],
  home: string,
  floor: string,
): number | null {
  const lcp = (name: string) => figures.find((f) => f.page.name === name)?.median?.lcpMs
  const homeLcp = lcp(home)
  const floorLcp = lcp(floor)
  return homeLcp !== undefined && floorLcp !== undefined ? homeLcp / floorLcp : null
}
