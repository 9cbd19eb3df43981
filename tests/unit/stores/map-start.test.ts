import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  MAP_IDLE_DEADLINE_MS,
  MAP_IDLE_FALLBACK_MS,
  type StartEnvironment,
  scheduleMapStart,
} from '../../../src/features/stores/map-start'

/** A browser whose visibility and idleness the test decides. */
function fakeBrowser({ idle = true }: { idle?: boolean } = {}) {
  const observers: Array<{
    callback: IntersectionObserverCallback
    disconnected: boolean
    targets: Element[]
  }> = []
  const idleCallbacks = new Map<number, { callback: IdleRequestCallback; options?: IdleRequestOptions }>()
  class FakeObserver {
    entry: (typeof observers)[number]
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, disconnected: false, targets: [] }
      observers.push(this.entry)
    }
    observe(target: Element) {
      this.entry.targets.push(target)
    }
    disconnect() {
      this.entry.disconnected = true
    }
  }
  let next = 1
  const env: StartEnvironment = {
    // The decision uses only the constructor, observe and disconnect.
    IntersectionObserver: FakeObserver as unknown as typeof IntersectionObserver,
    setTimeout: (callback, ms) => setTimeout(callback, ms),
    clearTimeout: (handle) => clearTimeout(handle),
    ...(idle
      ? {
          requestIdleCallback: (callback: IdleRequestCallback, options?: IdleRequestOptions) => {
            const handle = next++
            idleCallbacks.set(handle, { callback, ...(options ? { options } : {}) })
            return handle
          },
          cancelIdleCallback: (handle: number) => {
            idleCallbacks.delete(handle)
          },
        }
      : {}),
  }
  return {
    env,
    observers,
    idleCallbacks,
    scrollIntoView: (isIntersecting = true) => {
      for (const o of observers) {
        o.callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver)
      }
    },
    goIdle: () => {
      for (const { callback } of [...idleCallbacks.values()]) {
        callback({ didTimeout: false, timeRemaining: () => 50 })
      }
    },
  }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('when the stores map starts', () => {
  const box = document.createElement('div')
  const callbacks = () => ({ start: vi.fn(), warm: vi.fn() })

  it('starts when its box comes near the screen, once, and stops watching', () => {
    const browser = fakeBrowser()
    const on = callbacks()
    scheduleMapStart(box, on, browser.env)
    expect(browser.observers[0]?.targets).toEqual([box])
    browser.scrollIntoView(false)
    expect(on.start).not.toHaveBeenCalled()
    browser.scrollIntoView()
    browser.scrollIntoView()
    browser.goIdle()
    expect(on.start).toHaveBeenCalledTimes(1)
    expect(on.warm).not.toHaveBeenCalled()
    expect(browser.observers[0]?.disconnected).toBe(true)
    expect(browser.idleCallbacks.size).toBe(0)
  })

  it('when the browser is idle first, only loads the code ahead, with a deadline, and starts on screen', () => {
    const browser = fakeBrowser()
    const on = callbacks()
    scheduleMapStart(box, on, browser.env)
    expect([...browser.idleCallbacks.values()][0]?.options).toEqual({ timeout: MAP_IDLE_DEADLINE_MS })
    browser.goIdle()
    expect(on.warm).toHaveBeenCalledTimes(1)
    expect(on.start).not.toHaveBeenCalled()
    expect(browser.observers[0]?.disconnected).toBe(false)
    browser.scrollIntoView()
    expect(on.start).toHaveBeenCalledTimes(1)
    expect(on.warm).toHaveBeenCalledTimes(1)
  })

  it('without requestIdleCallback, a delay stands in for idleness', () => {
    vi.useFakeTimers()
    const browser = fakeBrowser({ idle: false })
    const on = callbacks()
    scheduleMapStart(box, on, browser.env)
    vi.advanceTimersByTime(MAP_IDLE_FALLBACK_MS - 1)
    expect(on.warm).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(on.warm).toHaveBeenCalledTimes(1)
    expect(on.start).not.toHaveBeenCalled()
  })

  it('without a warm-up, waits for the screen only', () => {
    const browser = fakeBrowser()
    const start = vi.fn()
    scheduleMapStart(box, { start }, browser.env)
    expect(browser.idleCallbacks.size).toBe(0)
    browser.scrollIntoView()
    expect(start).toHaveBeenCalledTimes(1)
  })

  it('starts at once where visibility cannot be observed', () => {
    const on = callbacks()
    scheduleMapStart(box, on, { setTimeout, clearTimeout })
    expect(on.start).toHaveBeenCalledTimes(1)
  })

  it('does nothing once cancelled (the page was left)', () => {
    const browser = fakeBrowser()
    const on = callbacks()
    const cancel = scheduleMapStart(box, on, browser.env)
    cancel()
    browser.scrollIntoView()
    browser.goIdle()
    expect(on.start).not.toHaveBeenCalled()
    expect(on.warm).not.toHaveBeenCalled()
    expect(browser.observers[0]?.disconnected).toBe(true)
  })
})
