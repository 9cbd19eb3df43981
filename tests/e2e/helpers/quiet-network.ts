import type { Page, Request } from '@playwright/test'

/**
 * Playwright's `networkidle` waits for no request for 500 ms, and a page following an order live
 * keeps its event stream open for as long as it shows (docs/ordering.md "Live status"): that page is
 * never idle. This waits for the same quiet, leaving the live streams out.
 */
const trackers = new WeakMap<Page, { open: Set<Request>; started: number }>()

const isLiveStream = (request: Request) => new URL(request.url()).pathname.endsWith('/events')

/** Starts counting the page's requests; call it before the page loads what is to be awaited. */
export function trackRequests(page: Page): void {
  if (trackers.has(page)) return
  const tracker = { open: new Set<Request>(), started: 0 }
  trackers.set(page, tracker)
  page.on('request', (request) => {
    if (isLiveStream(request)) return
    tracker.open.add(request)
    tracker.started += 1
  })
  const over = (request: Request) => tracker.open.delete(request)
  page.on('requestfinished', over)
  page.on('requestfailed', over)
}

/** Resolves once no request but a live stream has been under way for `quietMs`. */
export async function networkQuiet(page: Page, quietMs = 500): Promise<void> {
  const tracker = trackers.get(page)
  if (!tracker) throw new Error('networkQuiet: call trackRequests(page) before the page loads')
  for (;;) {
    while (tracker.open.size > 0) await page.waitForTimeout(50)
    const started = tracker.started
    await page.waitForTimeout(quietMs)
    if (tracker.open.size === 0 && tracker.started === started) return
  }
}
