import { useSyncExternalStore } from 'react'

/** Chromium's install prompt, kept from the moment the browser offers it. */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>
}

let deferred: BeforeInstallPromptEvent | null = null
const listeners = new Set<() => void>()
const emit = () => {
  for (const listener of listeners) listener()
}
const DISMISSED_KEY = 'tessera.install.dismissed'

export function listenForInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault()
    deferred = event as BeforeInstallPromptEvent
    emit()
  })
  window.addEventListener('appinstalled', () => {
    deferred = null
    emit()
  })
}

export async function promptInstall(): Promise<void> {
  const event = deferred
  if (!event) return
  deferred = null
  emit()
  await event.prompt()
  await event.userChoice
}

export function dismissInstall(): void {
  globalThis.localStorage?.setItem(DISMISSED_KEY, new Date().toISOString())
  deferred = null
  emit()
}

/** 'prompt' (Chromium can install), 'ios' (Safari: only by hand), or null (installed, dismissed, n/a). */
export type InstallWay = 'prompt' | 'ios' | null

function currentWay(): InstallWay {
  if (typeof window === 'undefined') return null
  const standalone =
    window.matchMedia?.('(display-mode: standalone)').matches ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  if (standalone || globalThis.localStorage?.getItem(DISMISSED_KEY)) return null
  if (deferred) return 'prompt'
  const ios = /iphone|ipad|ipod/i.test(navigator.userAgent) && /safari/i.test(navigator.userAgent)
  return ios ? 'ios' : null
}

export function useInstallWay(): InstallWay {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    currentWay,
    () => null,
  )
}
