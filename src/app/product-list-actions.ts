import { lazy } from 'react'

/**
 * The lists' actions on the shop's products (features/shop/product-list-actions-slot.ts), loaded
 * when a product is first drawn: neither the app's start nor the shop's code carries the lists'.
 */
export const LazyListActionsOnProduct = lazy(() =>
  import('../features/lists/ProductListActions').then((module) => ({ default: module.ProductListActions })),
)
