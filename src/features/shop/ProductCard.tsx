import { Trans, useLingui } from '@lingui/react/macro'
import { memo } from 'react'
import type { Product } from '../../api/schemas/catalogue'
import { brandName } from './brand-name'
import { ProductLink } from './ProductLink'
import { ProductPrice } from './ProductPrice'
import { QuantityControl } from './QuantityControl'
import { useCartLine } from './use-cart'
import { estimatedProductGrams, formatWeighedPieces } from './weighed-quantity'

/** The cart's and order's pictures: their box, also before they arrive (width/height and CSS aspect-ratio). */
export const PRODUCT_THUMB_PX = 112

/** The catalogue card's picture: small, so that a phone's first screen shows four products or more. */
export const CARD_THUMB_PX = 64

interface ProductCardProps {
  storeId: number
  product: Product
}

/**
 * One product of the catalogue list, compact for a phone: picture, name, brand (and the own brand's
 * double points), the price with the price per kg/l and the promo, and "+" (then − quantity +). The
 * lists' star and "Aggiungi alla lista" are on the product's page. Drawn again only when its own
 * data change: its quantity is read alone from the cart (useCartLine), and a page turn keeps the old
 * page on screen until the new one.
 */
export const ProductCard = memo(function ProductCard({ storeId, product }: ProductCardProps) {
  const { i18n } = useLingui()
  const line = useCartLine(storeId, product.id)
  const headingId = `product-${product.id}-name`
  const weighed =
    product.unit === 'KG' && line.quantity > 0
      ? formatWeighedPieces(i18n, {
          quantity: line.quantity,
          grams: estimatedProductGrams(product, line.quantity),
        })
      : null
  return (
    <li className="shop-card">
      <article aria-labelledby={headingId} className="shop-card__body">
        <img
          className="shop-card__thumb"
          src={product.imageUrl}
          alt=""
          width={CARD_THUMB_PX}
          height={CARD_THUMB_PX}
          loading="lazy"
          decoding="async"
        />
        <h2 className="shop-card__name" id={headingId}>
          <ProductLink storeId={storeId} productId={product.id}>
            {product.name}
          </ProductLink>
        </h2>
        <p className="shop-card__brand">
          {brandName(i18n, product.brand)}
          {product.ownBrand && (
            <>
              {' · '}
              <span className="shop-card__own">
                <Trans>punti doppi</Trans>
              </span>
            </>
          )}
        </p>
        <div className="shop-card__price">
          <ProductPrice product={product} compact />
        </div>
        <div className="shop-card__action">
          <QuantityControl
            compact
            name={product.name}
            quantity={line.quantity}
            max={product.maxQuantity}
            pending={line.pending}
            onChange={line.setQuantity}
            detail={weighed}
            announce={false}
          />
        </div>
      </article>
    </li>
  )
})
