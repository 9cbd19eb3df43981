/**
 * Taps on a prerendered page's buttons before the app has taken it over (issue 16: on a slow phone
 * the page can be used a second or more before its code has run). A button's handler is React's, so
 * such a tap did nothing. The page's head notes the buttons tapped (`earlyTapScript`); once React
 * has hydrated the page, each is clicked again, in order, where React kept the same button.
 *
 * - A tap repeated on the same button counts once: with nothing happening on screen a customer taps
 *   again, meaning the same thing (a catalogue's "next page" twice is not meant as two pages).
 * - From the moment React owns the page (`holdEarlyTaps`, just before it hydrates or draws it), taps
 *   are React's own: it hydrates what was tapped at once and runs the handler.
 * - A page drawn afresh instead of hydrated (English, another query) has new buttons, and what a tap
 *   on an old one meant there is not known: such taps are dropped (what was typed and submitted is
 *   kept there too: early-input.ts).
 */

import { nextTask } from './next-task'

const TAPS = '__tesseraEarlyTaps'
type TapsWindow = Window & { [TAPS]?: HTMLButtonElement[] | null }

/**
 * Runs in the head of every prerendered page, before the body exists. `ignore` is a selector of
 * buttons the head handles itself (the cookie notice's OK). Short: every prerendered page carries it.
 */
export function earlyTapScript(ignore: string): string {
  const tapped = `#root button[type=button]:enabled:not(${ignore})`
  return `window.${TAPS}=[];document.addEventListener('click',function(e){var q=window.${TAPS},b=q&&e.target.closest&&e.target.closest(${JSON.stringify(tapped)});if(b&&q[q.length-1]!==b)q.push(b)},true)`
}

let held: HTMLButtonElement[] = []

/** Called by the boot right before React takes the page: the head stops noting taps. */
export function holdEarlyTaps(): void {
  const page = window as TapsWindow
  held = page[TAPS] ?? []
  page[TAPS] = null
}

/**
 * Called once React has hydrated the page (ui/use-hydrated.tsx): each noted tap clicks its button
 * again, each in a task of its own, so that a tap's update is drawn before the next one's handler
 * runs. The first too: what is in a Suspense boundary (a route's page) React may not have hydrated
 * yet, and it does so at once for a click, but not for one made inside its own work (an effect).
 */
export async function replayEarlyTaps(): Promise<void> {
  const taps = held
  held = []
  for (const button of taps) {
    await nextTask()
    if (button.isConnected && !button.disabled) button.click()
  }
}
