/**
 * When the stores map may start (issue 16). MapLibre is about 290 KB gzipped plus a worker, and
 * creating a map is long main-thread work (WebGL set-up, shaders, the first frames): on this
 * project's lab phone (Lighthouse, 4× CPU, software WebGL) several seconds of blocking time. The list
 * is what the customer came for, so the map waits until the list is usable (the caller's part), then:
 * - when its box comes near the screen, the map starts;
 * - when the browser is idle before that, and the caller asks for it (`warm`), only the map's code
 *   is fetched and evaluated (one short task), so the map draws at once when scrolled to. Creating
 *   the map is not idle work: it is one task far longer than an idle period's 50 ms, and would
 *   freeze a page the customer is using.
 */

/** What the decision reads from the browser; a parameter so tests can drive it. */
export interface StartEnvironment {
  IntersectionObserver?: typeof IntersectionObserver
  requestIdleCallback?: (callback: IdleRequestCallback, options?: IdleRequestOptions) => number
  cancelIdleCallback?: (handle: number) => void
  setTimeout: (callback: () => void, ms: number) => ReturnType<typeof setTimeout>
  clearTimeout: (handle: ReturnType<typeof setTimeout>) => void
}

export interface StartCallbacks {
  /** The box is near the screen (or visibility cannot be observed): create the map. */
  start: () => void
  /**
   * The browser is idle and the map has not started: load its code ahead. Optional: the stores page
   * leaves it out, because 290 KB on a customer's metered connection for a map that may never be
   * scrolled to is too dear (issue 16: a first visit under 150 KB of JavaScript).
   */
  warm?: () => void
}

/** The box counts as on screen this far before it scrolls in, so the map is there when it arrives. */
export const MAP_VISIBLE_MARGIN = '200px'
/** requestIdleCallback's own deadline: a page that is never idle still gets the code loaded. */
export const MAP_IDLE_DEADLINE_MS = 4000
/** Without requestIdleCallback (Safari before 18): a plain delay stands in for "idle". */
export const MAP_IDLE_FALLBACK_MS = 2000

/**
 * Calls `warm` once when the browser is idle and `start` once when `element` comes within
 * MAP_VISIBLE_MARGIN of the viewport (then nothing more); `start` at once when the browser cannot
 * observe visibility. Returns the cancellation.
 */
export function scheduleMapStart(
  element: Element,
  { start, warm }: StartCallbacks,
  env: StartEnvironment = globalThis as unknown as StartEnvironment,
): () => void {
  if (!env.IntersectionObserver) {
    start()
    return () => {}
  }
  // Entries already queued may still be delivered after disconnect(): the flag makes `start` once.
  let done = false
  let idleHandle: number | undefined
  let timer: ReturnType<typeof setTimeout> | undefined
  const stopIdle = () => {
    if (idleHandle !== undefined) env.cancelIdleCallback?.(idleHandle)
    if (timer !== undefined) env.clearTimeout(timer)
    idleHandle = undefined
    timer = undefined
  }
  const onIdle = () => {
    idleHandle = undefined
    timer = undefined
    warm?.()
  }
  const observer = new env.IntersectionObserver(
    (entries) => {
      if (done || !entries.some((entry) => entry.isIntersecting)) return
      cancel()
      start()
    },
    { rootMargin: MAP_VISIBLE_MARGIN },
  )
  const cancel = () => {
    done = true
    observer.disconnect()
    stopIdle()
  }
  observer.observe(element)
  if (!warm) return cancel
  if (env.requestIdleCallback) {
    idleHandle = env.requestIdleCallback(onIdle, { timeout: MAP_IDLE_DEADLINE_MS })
  } else {
    timer = env.setTimeout(onIdle, MAP_IDLE_FALLBACK_MS)
  }
  return cancel
}
