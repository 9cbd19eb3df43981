import { createContext, type ReactNode, startTransition, useContext, useEffect, useState } from 'react'
import { replayEarlyTaps } from './early-taps'

const Hydrated = createContext(true)

/**
 * Says to the page below it when React has taken the prerendered HTML over (hydrated it): false
 * while it does (and in a server's render), then true, as a transition. The flip re-renders every
 * component that asked (a catalogue's twenty cards among them) in slices a tap can come between: a
 * store read through useSyncExternalStore with a different server value would redo them all at once,
 * in one long task (issue 16). A page drawn in the browser from the start is hydrated at once.
 */
export function HydrationState({ hydrating, children }: { hydrating: boolean; children: ReactNode }) {
  const [hydrated, setHydrated] = useState(!hydrating)
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true))
    // The page's buttons tapped before the app had it, now that their components know it has.
    else void replayEarlyTaps()
  }, [hydrated])
  return <Hydrated.Provider value={hydrated}>{children}</Hydrated.Provider>
}

/**
 * False while React takes this component over from the prerendered HTML (and in the build's
 * prerender), true once it has, and at once when the page is drawn in the browser. A component of a
 * prerendered page starts its query only then: the answer is an external-store update, which React
 * applies synchronously; arriving while the page is still being hydrated, it forces the rest to
 * hydrate in one long task (issue 16: 0.5 s at Lighthouse's 4× CPU on the home page).
 */
export function useHydrated(): boolean {
  return useContext(Hydrated)
}
