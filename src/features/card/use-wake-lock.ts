import { useEffect } from 'react'

/**
 * Keeps the screen on while `active` (the card is on screen at the till), where the Screen Wake
 * Lock API exists. The browser drops the lock whenever the page is hidden, so it is asked again
 * when the page comes back; it is released when the card leaves the screen.
 */
export function useScreenWakeLock(active: boolean): void {
  useEffect(() => {
    const wakeLock = typeof navigator === 'undefined' ? undefined : navigator.wakeLock
    if (!active || !wakeLock) return
    let sentinel: WakeLockSentinel | null = null
    let done = false

    const acquire = async () => {
      if (document.visibilityState !== 'visible' || (sentinel && !sentinel.released)) return
      try {
        const lock = await wakeLock.request('screen')
        if (done) void lock.release()
        else sentinel = lock
      } catch (error) {
        // Refused (battery saver, permissions policy): the card works, the screen may dim.
        console.warn('Screen wake lock refused', error)
      }
    }
    const onVisibility = () => void acquire()

    void acquire()
    document.addEventListener('visibilitychange', onVisibility)
    return () => {
      done = true
      document.removeEventListener('visibilitychange', onVisibility)
      if (sentinel && !sentinel.released) void sentinel.release()
    }
  }, [active])
}
