import { useParams } from '@tanstack/react-router'

/** The shop's pages' store from the address ('/shop/5/…'); null when it is not a store id. */
export function useStoreIdParam(): number | null {
  const { storeId } = useParams({ strict: false })
  const id = typeof storeId === 'string' && /^\d{1,9}$/.test(storeId) ? Number(storeId) : 0
  return id > 0 ? id : null
}
