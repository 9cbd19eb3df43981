import { defaultScheduler, notifyManager } from '@tanstack/react-query'

/**
 * While React takes a prerendered page over (hydrates, in small slices), the answers of the page's
 * queries wait. A query's answer reaches its components as an external store update, which React
 * always applies synchronously: arriving mid-hydration it forces the rest of the page to hydrate in
 * one long task (measured: 0.5 s at Lighthouse's 4× CPU on the home page, the banners' answer).
 * Held back, it is applied right after, to the few components that asked.
 */
let held: (() => void)[] | null = null

/** Called just before hydrating: from now on query notifications wait. */
export function holdQueryUpdatesWhileHydrating(): void {
  const waiting: (() => void)[] = []
  held = waiting
  notifyManager.setScheduler((callback) => waiting.push(callback))
}

/** The app has the page (RootLayout's first effect): the held notifications go out, in order. */
export function pageTakenOver(): void {
  if (!held) return
  notifyManager.setScheduler(defaultScheduler)
  for (const callback of held.splice(0)) defaultScheduler(callback)
  held = null
}
