import { useQuery } from '@tanstack/react-query'
import type { EcommerceStore } from '../../api/schemas/store'
import { useHydrated } from '../../ui/use-hydrated'
import { shopQueries } from './shop-queries'

/**
 * The e-commerce store of the shop's pages, from the list the store choice shows (a dozen stores,
 * kept on the device): its name with no call of its own, also offline.
 */
export function useShopStore(storeId: number): EcommerceStore | undefined {
  const query = useQuery({ ...shopQueries.stores(null), enabled: useHydrated() })
  return query.data?.data.find((store) => store.id === storeId)
}
