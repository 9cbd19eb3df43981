import { describe, expect, it } from 'vitest'
import { longestTasks, mainThreadTasks, type TraceEvent } from '../../../scripts/bench/main-thread-tasks'

// A trace as Chromium writes it: microseconds; the page's renderer main thread is 2:20, an
// about:blank renderer (3:30) did a little work before it, and Chromium's own omnibox page (4:40)
// more than the page.
const thread = (pid: number, tid: number): TraceEvent => ({
  name: 'thread_name',
  ph: 'M',
  ts: 0,
  pid,
  tid,
  args: { name: 'CrRendererMain' },
})
const event = (name: string, ts: number, dur: number, url?: string, pid = 2, tid = 20): TraceEvent => ({
  name,
  ph: 'X',
  ts,
  dur,
  pid,
  tid,
  ...(url ? { args: { data: { url } } } : {}),
})
// A top-level task with the thread's CPU time in it (the rest it waited for a core).
const task = (ts: number, dur: number, tdur: number, pid = 2, tid = 20): TraceEvent => ({
  ...event('RunTask', ts, dur, undefined, pid, tid),
  tdur,
})

const trace: TraceEvent[] = [
  thread(2, 20),
  thread(3, 30),
  task(0, 5_000, 5_000, 3, 30),
  // The navigation's commit: the browser's own.
  task(1_000, 20_000, 19_000),
  event('DocumentLoader::CommitNavigation', 1_100, 18_000),
  // The first layout, with a sliver of script in it.
  task(30_000, 25_000, 24_000),
  event('UpdateLayoutTree', 30_100, 9_000),
  event('Layout', 39_200, 14_000),
  event('FunctionCall', 53_300, 1_000, 'https://shop.example/app/assets/index-1.js'),
  // A module evaluated, then its promises: script throughout (nested events count once).
  task(60_000, 15_000, 14_000),
  event('v8.evaluateModule', 60_100, 9_000, 'https://shop.example/app/assets/boot-2.js'),
  event('RunMicrotasks', 69_200, 5_500),
  event('FunctionCall', 69_300, 5_000, 'https://shop.example/app/assets/framework-3.js'),
  event('v8.callFunction', 69_300, 4_900),
  event('v8.callFunction', 70_000, 4_800),
  // A timer whose promises run the router: script, and the longest of them.
  task(80_000, 18_000, 6_000),
  event('TimerFire', 80_100, 17_800),
  event('RunMicrotasks', 80_200, 17_600),
  // A short paint.
  task(100_000, 3_000, 3_000),
  event('Paint', 100_100, 2_800),
  thread(4, 40),
  task(0, 200_000, 190_000, 4, 40),
  event('v8.evaluateModule', 100, 199_000, 'chrome://omnibox-popup.top-chrome/', 4, 40),
]
const PAGE = 'https://shop.example/app/'

describe('the main-thread tasks of a trace', () => {
  it('are the page renderer’s, wall and CPU times the slowdown, sorted into script and the browser’s own', () => {
    const tasks = mainThreadTasks(trace, PAGE, 4)
    expect(tasks.map((t) => [t.ms, t.cpuMs, t.script, t.what])).toEqual([
      [80, 76, false, 'DocumentLoader::CommitNavigation'],
      [100, 96, false, 'Layout'],
      [60, 56, true, 'v8.evaluateModule boot-2.js'],
      [72, 24, true, 'TimerFire'],
      [12, 12, false, 'Paint'],
    ])
  })

  it('give the longest of each kind, or none', () => {
    expect(longestTasks(mainThreadTasks(trace, PAGE, 4))).toEqual({
      script: { ms: 72, cpuMs: 24, script: true, what: 'TimerFire' },
      browser: { ms: 100, cpuMs: 96, script: false, what: 'Layout' },
      scriptCpu: { ms: 60, cpuMs: 56, script: true, what: 'v8.evaluateModule boot-2.js' },
      scriptCoreShare: (56 + 24) / (60 + 72),
    })
    expect(longestTasks(mainThreadTasks(trace.slice(0, 9), PAGE, 1))).toEqual({
      script: null,
      browser: { ms: 25, cpuMs: 24, script: false, what: 'Layout' },
      scriptCpu: null,
      scriptCoreShare: null,
    })
    expect(mainThreadTasks([], PAGE, 4)).toEqual([])
  })

  it('are the renderer’s whose mark names the page, when nothing else in the trace does', () => {
    const browsing: TraceEvent[] = [
      thread(2, 20),
      thread(4, 40),
      { name: 'bench https://shop.example', ph: 'R', ts: 10, pid: 2, tid: 20 },
      task(100, 12_000, 11_000),
      task(0, 200_000, 190_000, 4, 40),
    ]
    expect(mainThreadTasks(browsing, PAGE, 1)).toEqual([
      { ms: 12, cpuMs: 11, script: false, what: 'RunTask' },
    ])
  })

  it('are none when no renderer names the page', () => {
    expect(mainThreadTasks(trace, 'https://other.example/app/', 4)).toEqual([])
  })

  it('count the wall time of a task Chromium wrote without its thread time', () => {
    const timerUntimed = trace.map(({ tdur, ...rest }) =>
      rest.ts === 80_000 && rest.name === 'RunTask'
        ? rest
        : { ...rest, ...(tdur === undefined ? {} : { tdur }) },
    )
    const timer = mainThreadTasks(timerUntimed, PAGE, 4).find((t) => t.what === 'TimerFire')
    expect(timer).toEqual({ ms: 72, cpuMs: 72, script: true, what: 'TimerFire' })
  })

  it('carry no CPU time when the trace has no thread times', () => {
    const wallOnly = trace.map(({ tdur: _, ...rest }) => rest)
    const longest = longestTasks(mainThreadTasks(wallOnly, PAGE, 4))
    expect(longest.script).toEqual({ ms: 72, cpuMs: null, script: true, what: 'TimerFire' })
    expect([longest.scriptCpu, longest.scriptCoreShare]).toEqual([null, null])
  })
})
