import { lazy, Suspense } from 'react'
import type { Product } from '../../api/schemas/catalogue'
import { useHydrated } from '../../ui/use-hydrated'

/**
 * The lists' star and "Aggiungi alla lista" on a product, loaded apart: the lists' code is in the
 * precache (the lists open offline), the shop's is not, and a chunk holding both would put the
 * catalogue's code in the precache too. Its row keeps its height while it comes (shop.css). A page
 * rendered by the server has the empty row: the server's renderToString cannot wait for lazy code,
 * and a boundary it gave up on is an error React reports when the browser takes the page over.
 */
const ProductListActions = lazy(() =>
  import('../lists/ProductListActions').then((module) => ({ default: module.ProductListActions })),
)

export function LazyProductListActions({ product }: { product: Product }) {
  return (
    <div className="shop-card__lists">
      {useHydrated() && (
        <Suspense fallback={null}>
          <ProductListActions product={product} />
        </Suspense>
      )}
    </div>
  )
}
