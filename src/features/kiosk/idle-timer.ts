import { useCallback, useEffect, useRef, useState } from 'react'

export const KIOSK_IDLE_MS = 60_000
/** The countdown shows in the last seconds before the time-out. */
export const COUNTDOWN_MS = 10_000

const ACTIVITY = ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'wheel', 'input'] as const

/** Marks the countdown: a touch on it is not activity, its own click is (see below). */
export const COUNTDOWN_ATTRIBUTE = 'data-idle-countdown'

export interface IdleTimer {
  /** The seconds left once fewer than COUNTDOWN_MS remain and a warning is wanted; null before. */
  secondsLeft: number | null
  /** Starts the wait again (the countdown's "Continua"). */
  stayActive: () => void
}

/**
 * Calls `onIdle` after `timeoutMs` without touch, key or pointer activity; activity starts the wait
 * again. With `warn` the last seconds are counted down.
 *
 * A touch or key on the countdown itself does not count: were it to hide the countdown at the
 * touch, the click that follows the finger's lift (or the Space key's release) would land on
 * whatever lay under it (a field, a button). The countdown calls `stayActive` from its click
 * instead, once the tap is over.
 */
export function useIdleTimer(
  onIdle: () => void,
  {
    timeoutMs = KIOSK_IDLE_MS,
    warn = true,
  }: {
    timeoutMs?: number
    /** Whether to count the last seconds down; a function is asked at each tick. */
    warn?: boolean | (() => boolean)
  } = {},
): IdleTimer {
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null)
  const onIdleRef = useRef(onIdle)
  onIdleRef.current = onIdle
  const restartRef = useRef<() => void>(() => {})

  useEffect(() => {
    let deadline = Date.now() + timeoutMs
    let shown: number | null = null
    const show = (value: number | null) => {
      if (value !== shown) {
        shown = value
        setSecondsLeft(value)
      }
    }
    const restart = () => {
      deadline = Date.now() + timeoutMs
      show(null)
    }
    restartRef.current = restart
    const tick = setInterval(() => {
      const left = deadline - Date.now()
      if (left <= 0) {
        restart()
        onIdleRef.current()
      } else {
        const warning = typeof warn === 'function' ? warn() : warn
        show(warning && left <= COUNTDOWN_MS ? Math.ceil(left / 1000) : null)
      }
    }, 250)
    const activity = (event: Event) => {
      const target = event.target instanceof Element ? event.target : null
      if (target?.closest(`[${COUNTDOWN_ATTRIBUTE}]`)) return
      restart()
    }
    for (const type of ACTIVITY) window.addEventListener(type, activity, { passive: true, capture: true })
    return () => {
      clearInterval(tick)
      for (const type of ACTIVITY) window.removeEventListener(type, activity, { capture: true })
      restartRef.current = () => {}
    }
  }, [timeoutMs, warn])

  const stayActive = useCallback(() => restartRef.current(), [])
  return { secondsLeft, stayActive }
}
