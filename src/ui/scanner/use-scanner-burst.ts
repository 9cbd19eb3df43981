import { useEffect, useRef } from 'react'
import { type Burst, type BurstRule, ScannerBurst } from './scanner-burst'

/**
 * Listens, whatever has the focus, for a code scanned by a barcode scanner (scanner-burst.ts). The
 * Enter that ends the burst is not passed on (it would send the form the digits landed in). `rule`
 * is read once, when the page mounts.
 */
export function useScannerBurst(rule: BurstRule, onCode: (burst: Burst) => void): void {
  const callback = useRef(onCode)
  callback.current = onCode
  const ruleAtMount = useRef(rule)
  useEffect(() => {
    const burst = new ScannerBurst(ruleAtMount.current)
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey) return
      const target = event.target
      // The focused field's value before this key: a burst's first digit has not reached it yet.
      const value =
        target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement ? target.value : ''
      const found = burst.key(event.key, event.timeStamp, target, value)
      if (!found) return
      event.preventDefault()
      event.stopPropagation()
      callback.current(found)
    }
    document.addEventListener('keydown', onKeyDown, true)
    return () => document.removeEventListener('keydown', onKeyDown, true)
  }, [])
}
