import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False while React takes this component over from the prerendered HTML (and in the build's
 * prerender), true once it has, and at once when the page is drawn in the browser. A component of a
 * prerendered page starts its query only then: the answer is an external-store update, which React
 * applies synchronously; arriving while the page is still being hydrated, it forces the rest to
 * hydrate in one long task (issue 16: 0.5 s at Lighthouse's 4× CPU on the home page).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
