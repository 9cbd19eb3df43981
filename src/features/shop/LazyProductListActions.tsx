import { Suspense, useContext } from 'react'
import type { Product } from '../../api/schemas/catalogue'
import { useHydrated } from '../../ui/use-hydrated'
import { ProductListActionsSlot } from './product-list-actions-slot'

/**
 * The row of the lists' actions on a product, whose code the app gives loaded apart
 * (product-list-actions-slot.ts): the lists' code is in the precache (the lists open offline), the
 * shop's is not, and a chunk holding both would put the catalogue's code in the precache too. Its row
 * keeps its height while it comes (shop.css). A page rendered by the server has the empty row: the
 * server's renderToString cannot wait for lazy code, and a boundary it gave up on is an error React
 * reports when the browser takes the page over.
 */
export function LazyProductListActions({ product }: { product: Product }) {
  const hydrated = useHydrated()
  const ProductListActions = useContext(ProductListActionsSlot)
  return (
    <div className="shop-card__lists">
      {hydrated && ProductListActions && (
        <Suspense fallback={null}>
          <ProductListActions product={product} />
        </Suspense>
      )}
    </div>
  )
}
