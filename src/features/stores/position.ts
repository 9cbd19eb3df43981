import { useEffect, useSyncExternalStore } from 'react'
import type { Position } from './distance'

export type PositionState =
  | { status: 'idle' }
  | { status: 'pending' }
  | { status: 'ready'; position: Position }
  | { status: 'denied' }
  | { status: 'failed' }
  | { status: 'unsupported' }

/**
 * The customer's position, read once per visit and kept in memory only (behaviour §3 client state). It is
 * rounded to 3 decimals (about 100 m): enough for distances shown to 0.1 km, and it is what goes
 * into the store list's query key, which is persisted on the device.
 */
const supported = () =>
  typeof navigator !== 'undefined' && 'geolocation' in navigator && !!navigator.geolocation

// Decided on first use, not at import (tests and late polyfills may provide navigator.geolocation).
let known: PositionState | null = null
const current = (): PositionState => {
  known ??= supported() ? { status: 'idle' } : { status: 'unsupported' }
  return known
}
const listeners = new Set<() => void>()

function set(next: PositionState): void {
  known = next
  for (const listener of listeners) listener()
}

const round = (n: number) => Math.round(n * 1000) / 1000

/** Asks the browser for the position, unless it is known or being asked already. */
export function requestPosition(): Promise<PositionState> {
  const state = current()
  if (state.status === 'ready' || state.status === 'pending' || state.status === 'unsupported') {
    return Promise.resolve(state)
  }
  set({ status: 'pending' })
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        set({
          status: 'ready',
          position: { latitude: round(coords.latitude), longitude: round(coords.longitude) },
        })
        resolve(current())
      },
      (error) => {
        // 1 = PERMISSION_DENIED
        set(error.code === 1 ? { status: 'denied' } : { status: 'failed' })
        resolve(current())
      },
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 10 * 60_000 },
    )
  })
}

/**
 * Reads the position on page open only when the customer already allowed it: the browser then asks
 * nothing. Otherwise it waits for the customer's own request (no permission prompt on page load).
 */
async function readIfAlreadyAllowed(): Promise<void> {
  if (current().status !== 'idle') return
  try {
    const permission = await navigator.permissions?.query({ name: 'geolocation' })
    if (permission?.state === 'granted') await requestPosition()
    else if (permission?.state === 'denied') set({ status: 'denied' })
  } catch {
    // No Permissions API: wait for the customer's request.
  }
}

/** What a prerendered page was written with (no navigator there); the browser's answer follows. */
const BEFORE_HYDRATION: PositionState = { status: 'idle' }

export function usePosition(): PositionState {
  const state = useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    current,
    () => BEFORE_HYDRATION,
  )
  useEffect(() => {
    void readIfAlreadyAllowed()
  }, [])
  return state
}

/** For tests: forget the position read in this visit. */
export function resetPosition(): void {
  known = null
  for (const listener of listeners) listener()
}
