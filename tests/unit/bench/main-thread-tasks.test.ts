import { describe, expect, it } from 'vitest'
import { longestTasks, mainThreadTasks, type TraceEvent } from '../../../scripts/bench/main-thread-tasks'

// A trace as Chromium writes it: microseconds; the page's renderer main thread is 2:20, and an
// about:blank renderer (3:30) did a little work before it.
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

const trace: TraceEvent[] = [
  thread(2, 20),
  thread(3, 30),
  event('RunTask', 0, 5_000, undefined, 3, 30),
  // The navigation's commit: the browser's own.
  event('RunTask', 1_000, 20_000),
  event('DocumentLoader::CommitNavigation', 1_100, 18_000),
  // The first layout, with a sliver of script in it.
  event('RunTask', 30_000, 25_000),
  event('UpdateLayoutTree', 30_100, 9_000),
  event('Layout', 39_200, 14_000),
  event('FunctionCall', 53_300, 1_000, 'https://shop.example/app/assets/index-1.js'),
  // A module evaluated, then its promises: script throughout (nested events count once).
  event('RunTask', 60_000, 15_000),
  event('v8.evaluateModule', 60_100, 9_000, 'https://shop.example/app/assets/boot-2.js'),
  event('RunMicrotasks', 69_200, 5_500),
  event('FunctionCall', 69_300, 5_000, 'https://shop.example/app/assets/framework-3.js'),
  event('v8.callFunction', 69_300, 4_900),
  event('v8.callFunction', 70_000, 4_800),
  // A timer whose promises run the router: script, and the longest of them.
  event('RunTask', 80_000, 18_000),
  event('TimerFire', 80_100, 17_800),
  event('RunMicrotasks', 80_200, 17_600),
  // A short paint.
  event('RunTask', 100_000, 3_000),
  event('Paint', 100_100, 2_800),
]

describe('the main-thread tasks of a trace', () => {
  it('are the page renderer’s, times the CPU slowdown, sorted into script and the browser’s own', () => {
    const tasks = mainThreadTasks(trace, 4)
    expect(tasks.map((t) => [t.ms, t.script, t.what])).toEqual([
      [80, false, 'DocumentLoader::CommitNavigation'],
      [100, false, 'Layout'],
      [60, true, 'v8.evaluateModule boot-2.js'],
      [72, true, 'TimerFire'],
      [12, false, 'Paint'],
    ])
  })

  it('give the longest of each kind, or none', () => {
    expect(longestTasks(mainThreadTasks(trace, 4))).toEqual({
      script: { ms: 72, script: true, what: 'TimerFire' },
      browser: { ms: 100, script: false, what: 'Layout' },
    })
    expect(longestTasks(mainThreadTasks(trace.slice(0, 9), 1))).toEqual({
      script: null,
      browser: { ms: 25, script: false, what: 'Layout' },
    })
    expect(mainThreadTasks([], 4)).toEqual([])
  })
})
