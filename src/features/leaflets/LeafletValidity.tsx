import { Trans } from '@lingui/react/macro'
import type { Leaflet } from '../../api/schemas/cms'
import { formatIsoDate } from '../../ui/format/dates'

/** A leaflet's dates ("Dal 01/12/2026 al 07/12/2026", "Fino al …"); nothing when it has none. */
export function LeafletValidity({
  leaflet,
  className,
  element: Element = 'span',
}: {
  leaflet: Leaflet
  className: string
  element?: 'span' | 'p'
}) {
  const from = leaflet.validFrom ? formatIsoDate(leaflet.validFrom) : null
  const to = leaflet.validTo ? formatIsoDate(leaflet.validTo) : null
  if (from && to) {
    return (
      <Element className={className}>
        <Trans>
          Dal {from} al {to}
        </Trans>
      </Element>
    )
  }
  if (to) {
    return (
      <Element className={className}>
        <Trans>Fino al {to}</Trans>
      </Element>
    )
  }
  return null
}
