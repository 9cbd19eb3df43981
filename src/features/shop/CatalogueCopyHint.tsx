import { Trans } from '@lingui/react/macro'
import { CachedDataHint } from '../../ui/offline/CachedDataHint'
import { useOnline } from '../../ui/offline/use-online'

/**
 * The offline / last-updated hint over the catalogue, and with it that the prices shown come from the
 * copy kept on the device and may have changed since (docs/ordering.md "Smartlists and favorites:
 * offline first").
 */
export function CatalogueCopyHint({
  updatedAt,
  refreshFailed,
}: {
  updatedAt: number
  refreshFailed: boolean
}) {
  const online = useOnline()
  const fromCopy = updatedAt > 0 && (!online || refreshFailed)
  return (
    <>
      <CachedDataHint updatedAt={updatedAt} refreshFailed={refreshFailed} />
      {fromCopy && (
        <p className="shop__notice shop__notice--prices">
          <Trans>
            I prezzi potrebbero essere cambiati: li conferma il negozio quando sei di nuovo in linea.
          </Trans>
        </p>
      )}
    </>
  )
}
