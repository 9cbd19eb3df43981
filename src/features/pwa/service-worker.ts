import { useSyncExternalStore } from 'react'
import type { Workbox } from 'workbox-window'

/**
 * Registers the service worker (production builds only) and tracks whether a new version is
 * waiting. The new version is applied only when the customer asks, so a form being filled in is
 * never reloaded away.
 */
let workbox: Workbox | null = null
let waiting = false
const listeners = new Set<() => void>()
const emit = () => {
  for (const listener of listeners) listener()
}

export async function registerServiceWorker(): Promise<void> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
  const { Workbox } = await import('workbox-window')
  workbox = new Workbox('/app/sw.js', { scope: '/app/' })
  workbox.addEventListener('waiting', () => {
    waiting = true
    emit()
  })
  // Once the new worker controls the page (after the customer chose to update), load its version.
  workbox.addEventListener('controlling', () => window.location.reload())
  try {
    await workbox.register()
  } catch (error) {
    // Refused (a private window, storage switched off): the app works, only not offline.
    console.warn('Service worker not registered', error)
    return
  }
  // A long-open app (the kiosk, a tab left open) still hears of new versions.
  setInterval(() => void workbox?.update(), 60 * 60_000)
}

export function applyUpdate(): void {
  workbox?.messageSkipWaiting()
}

export function useUpdateWaiting(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => waiting,
    () => false,
  )
}
