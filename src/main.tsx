import './styles.css'
// The styles of what the app draws around every page (notices, the cookie bar, the update and
// install offers): in the entry's stylesheet, so the first paint waits for one stylesheet, not more.
import './ui/feedback/feedback.css'
import './features/pwa/pwa.css'
import './features/cookie-notice/cookie-notice.css'
// Likewise what the pages draw around their data (a query's states, a paged list's line, the way
// back, the age of a copy kept on the device): a few rules, not a stylesheet more for each page.
import './ui/query-state/query-state.css'
import './ui/paged-list/paged-list.css'
import './ui/back-link/back-link.css'
import './ui/offline/cached-hint.css'
import { fetchModules, listedModules, ROUTE_MODULES_ID, START_MODULES_ID } from './app/start-modules'
import { nextTask } from './ui/next-task'

/**
 * The page's first screen comes first — a prerendered page's content with its pictures, or on
 * /app/card the barcode kept on the device — and only then is the app's code fetched and evaluated.
 * On a slow connection its chunks would share the bandwidth with the stylesheets and pictures the
 * first screen waits for; on a cheap phone evaluating them is a long task the first paint must not
 * wait behind (issue 16). A picture that is slow to come does not hold the app back for long: the
 * page's links work meanwhile, and what is typed is kept (ui/early-input.ts). A hidden tab has no
 * frames to wait for.
 */
const PICTURES_WAIT_MS = 2_000

function afterFirstScreen(run: () => void): void {
  if (document.visibilityState !== 'visible') {
    run()
    return
  }
  // Two frames after the pictures: the second begins once the frame that shows them is drawn.
  const afterPaint = () => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(run, 0)))
  requestAnimationFrame(() => {
    const pending = [...document.images].filter((picture) => !picture.complete && onFirstScreen(picture))
    if (pending.length === 0) {
      afterPaint()
      return
    }
    void Promise.race([
      Promise.all(pending.map(settled)),
      new Promise((resolve) => setTimeout(resolve, PICTURES_WAIT_MS)),
    ]).then(afterPaint)
  })
}

function onFirstScreen(element: Element): boolean {
  const box = element.getBoundingClientRect()
  return box.width > 0 && box.height > 0 && box.top < window.innerHeight && box.bottom > 0
}

function settled(picture: HTMLImageElement): Promise<void> {
  return new Promise((resolve) => {
    picture.addEventListener('load', () => resolve(), { once: true })
    picture.addEventListener('error', () => resolve(), { once: true })
  })
}

afterFirstScreen(() => {
  // Every chunk of the start at once (one round trip, not one per step below), then the route's.
  fetchModules([...listedModules(START_MODULES_ID), ...listedModules(ROUTE_MODULES_ID)])
  // Evaluating the app's code is the longest work of the start: in three tasks (React, the other
  // libraries, then the app) and a fourth for the start itself, none blocks the page for long. What
  // is typed or submitted meanwhile is kept (ui/early-input.ts).
  import('react-dom/client')
    .then(nextTask)
    .then(() => import('./app/libraries'))
    .then(nextTask)
    .then(() => import('./app/boot'))
    .then((app) => nextTask().then(() => app))
    .then(
      ({ boot }) => boot(),
      (error: unknown) => console.error('The app did not start', error),
    )
})
