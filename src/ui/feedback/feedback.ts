/**
 * Toasts (auto-close 4 s) and success alerts (5 s), behaviour §9. A small store so that any screen, and
 * code outside React, can tell the customer something.
 */
export const TOAST_MS = 4000
export const ALERT_MS = 5000

export type NoticeKind = 'success' | 'error' | 'info'

export interface Notice {
  id: number
  /** A toast is a short line; an alert has a title and stays a little longer. */
  variant: 'toast' | 'alert'
  kind: NoticeKind
  title?: string
  text: string
  timeoutMs: number
}

type Listener = () => void
let notices: readonly Notice[] = []
let nextId = 1
const listeners = new Set<Listener>()

function emit(): void {
  for (const listener of listeners) listener()
}

function push(notice: Omit<Notice, 'id'>): number {
  const id = nextId++
  notices = [...notices, { ...notice, id }]
  emit()
  return id
}

export const feedback = {
  toast(kind: NoticeKind, text: string): number {
    return push({ variant: 'toast', kind, text, timeoutMs: TOAST_MS })
  },
  alert(kind: NoticeKind, title: string, text = ''): number {
    return push({ variant: 'alert', kind, title, text, timeoutMs: ALERT_MS })
  },
  dismiss(id: number): void {
    notices = notices.filter((n) => n.id !== id)
    emit()
  },
  /** Nothing personal may stay on screen after a kiosk logout. */
  clear(): void {
    notices = []
    emit()
  },
  list: (): readonly Notice[] => notices,
  subscribe(listener: Listener): () => void {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
}
