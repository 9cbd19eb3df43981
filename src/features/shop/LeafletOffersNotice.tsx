import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useHydrated } from '../../ui/use-hydrated'
import { leafletQueries } from '../leaflets/leaflet-queries'

/**
 * Over the catalogue opened from a leaflet: only its offers are listed, and the whole catalogue is
 * one tap away. The leaflet's title comes from the leaflets' list (kept on the device).
 */
export function LeafletOffersNotice({ leafletId, onShowAll }: { leafletId: number; onShowAll: () => void }) {
  const leaflets = useQuery({ ...leafletQueries.all(), enabled: useHydrated() })
  const title = leaflets.data?.find((leaflet) => leaflet.id === leafletId)?.title
  return (
    <div className="shop__notice shop__notice--prices">
      <p>
        {title ? (
          <Trans>
            Offerte del volantino <strong>{title}</strong> in questo negozio.
          </Trans>
        ) : (
          <Trans>Offerte del volantino in questo negozio.</Trans>
        )}
      </p>
      <button type="button" className="button button--secondary" onClick={onShowAll}>
        <Trans>Mostra tutto il catalogo</Trans>
      </button>
    </div>
  )
}
