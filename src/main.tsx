import './styles.css'
// The styles of what the app draws around every page (notices, the update and install offers): in
// the entry's stylesheet, so the first paint waits for one stylesheet, not two.
import './ui/feedback/feedback.css'
import './features/pwa/pwa.css'
import { nextTask } from './ui/next-task'

/**
 * The page paints first — a prerendered page's content, or on /app/card the barcode kept on the
 * device — and only then is the app's code evaluated: on a cheap phone that is a long task, and the
 * first paint must not wait behind it (issue 16). The app's chunks are not preloaded from the head,
 * where they would share a slow connection with the stylesheets the first paint waits for: the
 * import fetches them all at once. A hidden tab has no frames to wait for.
 */
function afterFirstPaint(run: () => void): void {
  if (document.visibilityState !== 'visible') {
    run()
    return
  }
  requestAnimationFrame(() => setTimeout(run, 0))
}

afterFirstPaint(() => {
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
