import { memo } from 'react'
import type { Product } from '../../api/schemas/catalogue'
import { LazyProductListActions } from './LazyProductListActions'
import { OwnBrandBadge } from './OwnBrandBadge'
import { ProductLink } from './ProductLink'
import { ProductPrice } from './ProductPrice'
import { QuantityControl } from './QuantityControl'
import { useCartLine } from './use-cart'

/** The picture's box, also before it arrives (width/height and CSS aspect-ratio): nothing moves. */
export const PRODUCT_THUMB_PX = 112

interface ProductCardProps {
  storeId: number
  product: Product
}

/**
 * One product of the catalogue list: picture, name, brand, price, own-brand badge, quantity. Drawn
 * again only when its own data change (a page turn keeps the old page on screen until the new one).
 */
export const ProductCard = memo(function ProductCard({ storeId, product }: ProductCardProps) {
  const line = useCartLine(storeId, product.id)
  const headingId = `product-${product.id}-name`
  return (
    <li className="shop-card">
      <article aria-labelledby={headingId} className="shop-card__body">
        <img
          className="shop-card__picture"
          src={product.imageUrl}
          alt=""
          width={PRODUCT_THUMB_PX}
          height={PRODUCT_THUMB_PX}
          loading="lazy"
          decoding="async"
        />
        <div className="shop-card__text">
          <div className="shop-card__heading">
            <h2 className="shop-card__name" id={headingId}>
              <ProductLink storeId={storeId} productId={product.id}>
                {product.name}
              </ProductLink>
            </h2>
          </div>
          <p className="shop-card__brand">{product.brand}</p>
          {product.ownBrand && <OwnBrandBadge brand={product.brand} />}
          <ProductPrice product={product} />
          <LazyProductListActions product={product} />
          <QuantityControl
            name={product.name}
            quantity={line.quantity}
            max={product.maxQuantity}
            pending={line.pending}
            onChange={line.setQuantity}
          />
        </div>
      </article>
    </li>
  )
})
