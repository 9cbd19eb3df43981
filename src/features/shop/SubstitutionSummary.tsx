import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import type { Substitution } from '../../api/schemas/cart'
import { useHydrated } from '../../ui/use-hydrated'
import { shopQueries } from './shop-queries'
import { SUBSTITUTION_NAMES } from './substitution-names'

/**
 * The named substitute's name: a line's choice holds only its id, the catalogue knows the rest (often
 * cached already: the choice's search listed it).
 */
export function useSubstituteName(storeId: number, productId: number | undefined): string | undefined {
  const { data } = useQuery({
    ...shopQueries.product(storeId, productId ?? 0),
    enabled: useHydrated() && productId !== undefined,
    select: (product) => product.name,
  })
  return productId === undefined ? undefined : data
}

/** "Se manca: Prodotto simile" (or the named product, or none): a cart or order line's choice. */
export function SubstitutionSummary({
  storeId,
  substitution,
  className = 'shop-substitution__summary',
}: {
  storeId: number
  substitution: Substitution
  className?: string
}) {
  const { i18n } = useLingui()
  const name = useSubstituteName(
    storeId,
    substitution.mode === 'SPECIFIC' ? substitution.productId : undefined,
  )
  const choice = i18n._(SUBSTITUTION_NAMES[substitution.mode])
  return (
    <p className={className}>
      <Trans>Se manca:</Trans> <strong>{choice}</strong>
      {name && <> · {name}</>}
    </p>
  )
}
