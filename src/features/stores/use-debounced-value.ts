import { useEffect, useState } from 'react'

/** behaviour §9: the store search waits this long after the last key. */
export const STORE_SEARCH_DEBOUNCE_MS = 1000

/** `value`, once it has stayed the same for `delayMs`. */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs)
    return () => clearTimeout(timer)
  }, [value, delayMs])
  return settled
}
