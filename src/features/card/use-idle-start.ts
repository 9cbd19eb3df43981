import { useEffect, useState } from 'react'

/** requestIdleCallback's own deadline: a page that is never idle still gets its histories. */
export const IDLE_START_DEADLINE_MS = 1500
/** Without requestIdleCallback (Safari before 18, jsdom): a short delay after the first paint. */
export const IDLE_START_FALLBACK_MS = 150

/**
 * False until the browser has been idle once after the page was drawn (or the deadline passed).
 * The card page's histories start their calls then, so the card and its barcode are painted and
 * the app's start-up work done before two lists' answers are fetched, parsed and drawn.
 */
export function useIdleStart(): boolean {
  const [started, setStarted] = useState(false)
  useEffect(() => {
    if (started) return
    const start = () => setStarted(true)
    if (typeof globalThis.requestIdleCallback === 'function') {
      const handle = globalThis.requestIdleCallback(start, { timeout: IDLE_START_DEADLINE_MS })
      return () => globalThis.cancelIdleCallback(handle)
    }
    const timer = setTimeout(start, IDLE_START_FALLBACK_MS)
    return () => clearTimeout(timer)
  }, [started])
  return started
}
