import { useRouterState } from '@tanstack/react-router'

/**
 * Where the customer came from: the mobile apps open the portal in a web view with
 * `?origin=Android|iOS` (or pass it in navigation state). Inside them header and footer are hidden,
 * and sign-up records the app as terminal type. Once seen, it is kept for the tab's life, because
 * the web view's links do not carry it on.
 */
export type Origin = 'web' | 'Android' | 'iOS'
const KEY = 'tessera.origin'

export function appOrigin(value: unknown): 'Android' | 'iOS' | undefined {
  return value === 'Android' || value === 'iOS' ? value : undefined
}

export function useOrigin(): Origin {
  const fromLocation = useRouterState({
    select: (s) =>
      appOrigin((s.location.search as { origin?: unknown }).origin) ??
      appOrigin((s.location.state as { origin?: unknown } | undefined)?.origin),
  })
  if (fromLocation) {
    globalThis.sessionStorage?.setItem(KEY, fromLocation)
    return fromLocation
  }
  return appOrigin(globalThis.sessionStorage?.getItem(KEY)) ?? 'web'
}
