import { useSyncExternalStore } from 'react'

const QUERY = '(prefers-reduced-motion: reduce)'

function media(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(QUERY)
    : null
}

/** Whether the customer asked the system for less motion (followed live). */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    (listener) => {
      const list = media()
      list?.addEventListener('change', listener)
      return () => list?.removeEventListener('change', listener)
    },
    () => media()?.matches ?? false,
    () => false,
  )
}
