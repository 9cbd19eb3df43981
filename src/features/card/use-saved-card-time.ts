import { useEffect, useState } from 'react'
import { readSavedCard } from './offline-card'

/** When the card kept on the device was last confirmed by the server (0: no copy), re-read as the user changes. */
export function useSavedCardTime(code: string | undefined, refreshedAt: number): number {
  const [savedAt, setSavedAt] = useState(0)
  // biome-ignore lint/correctness/useExhaustiveDependencies: refreshedAt only triggers a re-read of the copy.
  useEffect(() => {
    let current = true
    void readSavedCard().then((saved) => {
      if (current) setSavedAt(saved && saved.card.code === code ? saved.savedAt : 0)
    })
    return () => {
      current = false
    }
  }, [code, refreshedAt])
  return savedAt
}
