import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import type { Store } from '../../api/schemas/store'
import { config } from '../../config'
import { type MapStore, StoresMap } from './StoresMap'
import type { StoreHighlight } from './use-store-highlight'

/**
 * The map beside the list: a marker for each store of the page shown, the one pointed at lit. It
 * starts only once the list is usable (`ready`): the page's first stores come first.
 */
export function ListedStoresMap({
  stores,
  ready,
  highlight,
}: {
  stores: readonly Store[]
  ready: boolean
  highlight: StoreHighlight
}) {
  const { t } = useLingui()
  const markers = useMemo<MapStore[]>(
    () =>
      stores.map((store) => ({
        id: store.id,
        name: store.name,
        latitude: store.address.latitude,
        longitude: store.address.longitude,
      })),
    [stores],
  )
  return (
    <StoresMap
      label={t`Mappa dei negozi elencati`}
      center={config.map.defaultCenter}
      zoom={config.map.defaultZoom}
      stores={markers}
      highlightedId={highlight.highlighted}
      onMarkerClick={highlight.showCard}
      ready={ready}
    />
  )
}
