import { useParams } from '@tanstack/react-router'

/** A store's or product's id as the address writes it ('5'); null when it is not one. */
export function idFromAddress(text: unknown): number | null {
  const id = typeof text === 'string' && /^\d{1,9}$/.test(text) ? Number(text) : 0
  return id > 0 ? id : null
}

/** The shop's pages' store from the address ('/shop/5/…'); null when it is not a store id. */
export function useStoreIdParam(): number | null {
  return idFromAddress(useParams({ strict: false }).storeId)
}
