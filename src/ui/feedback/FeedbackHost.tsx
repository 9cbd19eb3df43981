import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { feedback, type Notice } from './feedback'
import './feedback.css'

function NoticeItem({ notice }: { notice: Notice }) {
  const { t } = useLingui()
  const [paused, setPaused] = useState(false)
  const remaining = useRef(notice.timeoutMs)
  const startedAt = useRef(Date.now())

  // The timer stops while the pointer or the focus is on the message, so it can be read calmly.
  useEffect(() => {
    if (paused) return
    startedAt.current = Date.now()
    const timer = setTimeout(() => feedback.dismiss(notice.id), remaining.current)
    return () => {
      clearTimeout(timer)
      remaining.current -= Date.now() - startedAt.current
    }
  }, [paused, notice.id])

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hovering only pauses the timer; the close button is the control
    <div
      className={`notice notice--${notice.variant} notice--${notice.kind}`}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className="notice__body">
        {notice.title && <p className="notice__title">{notice.title}</p>}
        {notice.text && <p className="notice__text">{notice.text}</p>}
      </div>
      <button type="button" className="notice__close" onClick={() => feedback.dismiss(notice.id)}>
        <span aria-hidden="true">×</span>
        <span className="visually-hidden">{t`Chiudi il messaggio`}</span>
      </button>
    </div>
  )
}

/**
 * Where toasts and alerts appear. The live regions exist from the start (empty), so screen readers
 * announce what is added: errors assertively, the rest politely.
 */
export function FeedbackHost() {
  const notices = useSyncExternalStore(feedback.subscribe, feedback.list, feedback.list)
  const errors = notices.filter((n) => n.kind === 'error')
  const others = notices.filter((n) => n.kind !== 'error')
  return (
    <div className="feedback">
      <div role="alert" aria-live="assertive" className="feedback__region">
        {errors.map((n) => (
          <NoticeItem key={n.id} notice={n} />
        ))}
      </div>
      <div role="status" aria-live="polite" className="feedback__region">
        {others.map((n) => (
          <NoticeItem key={n.id} notice={n} />
        ))}
      </div>
    </div>
  )
}
