import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useSessionUser } from '../auth/session'
import { receiptsQuery } from '../card/loyalty-queries'
import { lastStoreId } from './last-store'
import { shopQueries } from './shop-queries'

/**
 * The customer's own store, as their home names it ("Il tuo negozio"): the store of their latest
 * receipt, where they shop. null for a visitor, a customer without receipts, or when the receipts
 * cannot be read; undefined while they load. The receipts' query is the card's and the home's (one
 * call for all three).
 */
export function useOwnStoreId(): number | null | undefined {
  const user = useSessionUser()
  const receipts = useInfiniteQuery({ ...receiptsQuery(user?.id ?? 0), enabled: user !== null })
  if (user === null) return null
  if (receipts.isPending) return undefined
  return receipts.data?.pages[0]?.data[0]?.storeId ?? null
}

/**
 * The store a store choice starts on (docs/ordering.md "Screens"): the first of the candidates that
 * takes online orders — the store last chosen on this device, then the customer's own store — else
 * none (null). Not known yet (undefined) while a candidate before the one found is still loading.
 */
export function presetStoreId(
  onlineStoreIds: readonly number[] | undefined,
  candidates: readonly (number | null | undefined)[],
): number | null | undefined {
  for (const candidate of candidates) {
    if (candidate === undefined) return undefined
    if (candidate === null) continue
    if (onlineStoreIds === undefined) return undefined
    if (onlineStoreIds.includes(candidate)) return candidate
  }
  return null
}

/**
 * The preset of a store picker (a list's "Metti nel carrello", the favorites' prices): the store
 * last chosen on this device, else the customer's own, when it sells online; null otherwise,
 * undefined until known. Read after hydration: a prerendered page cannot know either.
 */
export function useStorePreset(): number | null | undefined {
  const [last, setLast] = useState<number | null | undefined>(undefined)
  useEffect(() => setLast(lastStoreId()), [])
  const own = useOwnStoreId()
  const stores = useQuery({ ...shopQueries.stores(null), enabled: last !== undefined })
  const ids = stores.data?.data.map((store) => store.id) ?? (stores.isError ? [] : undefined)
  return presetStoreId(ids, [last, own])
}
