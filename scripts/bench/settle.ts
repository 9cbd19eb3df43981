import type { Page, Request } from '@playwright/test'

/**
 * "Until network idle", made to hold on a busy machine. Playwright's `networkidle` (no request for
 * 500 ms) can come while the entry script is still being parsed and run, before the router asks
 * for the page's chunks: a first visit then counted 8 scripts instead of 23. And the app waits on
 * timers too (the router keeps a pending screen at least 500 ms), with the network and the main
 * thread both idle: a legal page once lost its text's chunk, asked for 900 ms after the one before.
 * So a page is settled when no request has been in flight for `QUIET_MS`, the main thread has had
 * an idle moment since, then `QUIET_MS` more with no request. It also holds for a prerendered page,
 * whose heading shows before any script has run.
 */
const QUIET_MS = 1_500
const LIMIT_MS = 30_000

export interface RequestWatch {
  /** Resolves once the page has settled (see above); throws, naming what is pending, after 30 s. */
  settled(): Promise<void>
}

/** Starts watching a page's requests: call it before the navigation. */
export function watchRequests(page: Page): RequestWatch {
  const inFlight = new Set<Request>()
  let started = 0
  let lastChange = Date.now()
  page.on('request', (request) => {
    inFlight.add(request)
    started++
    lastChange = Date.now()
  })
  const done = (request: Request) => {
    inFlight.delete(request)
    lastChange = Date.now()
  }
  page.on('requestfinished', done)
  page.on('requestfailed', done)

  const quiet = async (deadline: number) => {
    while (inFlight.size > 0 || Date.now() - lastChange < QUIET_MS) {
      if (Date.now() > deadline) {
        const pending = [...inFlight].map((request) => request.url()).join(', ') || 'none'
        throw new Error(`${page.url()} never settled within ${LIMIT_MS / 1000} s (pending: ${pending})`)
      }
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }
  const idle = () =>
    page.evaluate(
      () =>
        new Promise<void>((resolve) =>
          // The timeout only keeps a page that is never idle from stalling the bench.
          requestIdleCallback(() => resolve(), { timeout: 10_000 }),
        ),
    )

  return {
    async settled() {
      const deadline = Date.now() + LIMIT_MS
      await page.waitForLoadState('load')
      for (;;) {
        await quiet(deadline)
        const before = started
        await idle()
        await quiet(deadline)
        if (started === before) return
      }
    },
  }
}
