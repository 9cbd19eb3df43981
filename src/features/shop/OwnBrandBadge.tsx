import { Trans } from '@lingui/react/macro'

/** The chain's own brand earns double points (docs/ordering.md "The loyalty engine"): the shelf says so. */
export function OwnBrandBadge({ brand }: { brand: string }) {
  return (
    <p className="shop-badge">
      <Trans>Marchio {brand}: punti doppi</Trans>
    </p>
  )
}
