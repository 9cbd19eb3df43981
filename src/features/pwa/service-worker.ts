import { useSyncExternalStore } from 'react'

/**
 * Registers the service worker (production builds only) and tracks whether a new version is
 * waiting. The new version is applied only when the customer asks, so a form being filled in is
 * never reloaded away. The browser's own API: workbox-window did the same in 2 KB more for every
 * first visit.
 */
let registration: ServiceWorkerRegistration | null = null
let waiting = false
/** Set when the customer asked for the new version: its taking control then reloads the page. */
let updating = false
const listeners = new Set<() => void>()

function announce(): void {
  if (waiting) return
  waiting = true
  for (const listener of listeners) listener()
}

/** A worker installed while another controls the page is a new version, waiting for its turn. */
function watch(worker: ServiceWorker | null): void {
  if (!worker) return
  const check = () => {
    if (worker.state === 'installed' && navigator.serviceWorker.controller) announce()
  }
  check()
  worker.addEventListener('statechange', check)
}

export async function registerServiceWorker(): Promise<void> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
  try {
    registration = await navigator.serviceWorker.register('/app/sw.js', { scope: '/app/' })
  } catch (error) {
    // Refused (a private window, storage switched off): the app works, only not offline.
    console.warn('Service worker not registered', error)
    return
  }
  const current = registration
  // A browser that blocks workers (a test harness, some policies) may resolve with nothing.
  if (!current) return
  if (current.waiting && navigator.serviceWorker.controller) announce()
  watch(current.installing)
  current.addEventListener('updatefound', () => watch(current.installing))
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (updating) window.location.reload()
  })
  // A long-open app (the kiosk, a tab left open) still hears of new versions.
  setInterval(() => void current.update().catch(() => {}), 60 * 60_000)
}

export function applyUpdate(): void {
  const worker = registration?.waiting
  if (!worker) return
  updating = true
  // sw/sw.ts takes this as leave to activate (skipWaiting).
  worker.postMessage({ type: 'SKIP_WAITING' })
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
