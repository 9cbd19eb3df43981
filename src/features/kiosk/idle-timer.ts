import { useEffect, useRef, useState } from 'react'

export const KIOSK_IDLE_MS = 60_000
/** The countdown shows in the last seconds before the time-out. */
export const COUNTDOWN_MS = 10_000

const ACTIVITY = ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'wheel', 'input'] as const

/**
 * Calls `onIdle` after `timeoutMs` without touch, key or pointer activity, and reports the seconds
 * left once fewer than COUNTDOWN_MS remain (null before). Activity starts the wait again.
 */
export function useIdleTimer(onIdle: () => void, timeoutMs = KIOSK_IDLE_MS): number | null {
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null)
  const onIdleRef = useRef(onIdle)
  onIdleRef.current = onIdle

  useEffect(() => {
    let deadline = Date.now() + timeoutMs
    let shown: number | null = null
    const show = (value: number | null) => {
      if (value !== shown) {
        shown = value
        setSecondsLeft(value)
      }
    }
    const tick = setInterval(() => {
      const left = deadline - Date.now()
      if (left <= 0) {
        deadline = Date.now() + timeoutMs
        show(null)
        onIdleRef.current()
      } else {
        show(left <= COUNTDOWN_MS ? Math.ceil(left / 1000) : null)
      }
    }, 250)
    const activity = () => {
      deadline = Date.now() + timeoutMs
      show(null)
    }
    for (const type of ACTIVITY) window.addEventListener(type, activity, { passive: true, capture: true })
    return () => {
      clearInterval(tick)
      for (const type of ACTIVITY) window.removeEventListener(type, activity, { capture: true })
    }
  }, [timeoutMs])

  return secondsLeft
}
