import { type ComponentType, createContext } from 'react'
import type { Product } from '../../api/schemas/catalogue'

/**
 * The lists' star and "Aggiungi alla lista" on a product: drawn in the shop's product card and page
 * (LazyProductListActions), but the lists' own, and the lists use the shop. So the app puts them in
 * (src/app/RootLayout.tsx) and the shop does not import the lists: features never import each
 * other in a circle (docs/architecture.md).
 */
export const ProductListActionsSlot = createContext<ComponentType<{ product: Product }> | null>(null)
