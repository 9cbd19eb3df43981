import type { TerminalType } from '../api/schemas/common'

/**
 * Where this page runs, decided here and nowhere else (docs/decisions.md, "One channel, decided once"): the web
 * (`web`), the chain's mobile app, whose web view opens the portal with `?origin=Android|iOS` or
 * passes the origin in navigation state (`Android`, `iOS`), or the in-store kiosk, entered at
 * /app/totem (`totem`). It is the contract's terminal type, so sign-up can send it as it is.
 *
 * The answer sticks for the tab's life: the web view's own links do not carry the origin on, and a
 * kiosk must never become a web page because a link of a shared text led out of /totem.
 */
export type Channel = TerminalType

export const CHANNEL_KEY = 'tessera.channel'

/** An app origin, or undefined for anything else. */
export function appOrigin(value: unknown): 'Android' | 'iOS' | undefined {
  return value === 'Android' || value === 'iOS' ? value : undefined
}

export interface ChannelClues {
  /** The path below the app's base: /totem/card, /signup. */
  pathname: string
  search: Record<string, unknown>
  state?: unknown
}

function remembered(): Channel | null {
  const value = globalThis.sessionStorage?.getItem(CHANNEL_KEY)
  return value === 'totem' || value === 'Android' || value === 'iOS' ? value : null
}

/**
 * The channel of a location, remembered for the tab once it is not the plain web. Called by the
 * router for every navigation (the root route's context) and once at boot, before the router exists.
 */
export function channelOf({ pathname, search, state }: ChannelClues): Channel {
  const seen: Channel | null =
    pathname === '/totem' || pathname.startsWith('/totem/')
      ? 'totem'
      : (appOrigin(search.origin) ?? appOrigin((state as { origin?: unknown } | undefined)?.origin) ?? null)
  const kept = remembered()
  // A kiosk stays a kiosk; an app's web view stays in the app.
  const channel = kept === 'totem' ? kept : (seen ?? kept ?? 'web')
  if (channel !== 'web' && channel !== kept) globalThis.sessionStorage?.setItem(CHANNEL_KEY, channel)
  return channel
}

/** The channel of the page as it was opened, for what runs before the router. */
export function channelOfPage(basepath: string): Channel {
  const { pathname, search } = window.location
  return channelOf({
    pathname: pathname.startsWith(basepath) ? pathname.slice(basepath.length) || '/' : pathname,
    search: Object.fromEntries(new URLSearchParams(search)),
    state: window.history.state,
  })
}
