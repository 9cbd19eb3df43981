import type { Page } from '@playwright/test'

/**
 * Waits until the service worker of /app/ is activated (not only registered). Not with
 * `waitForFunction`: it takes an async predicate's promise as a truthy answer and returns at once.
 */
export async function serviceWorkerActivated(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const worker = (await navigator.serviceWorker.ready).active
    if (!worker || worker.state === 'activated') return
    await new Promise<void>((resolve) => {
      worker.addEventListener('statechange', () => {
        if (worker.state === 'activated') resolve()
      })
    })
  })
}
