import { Trans, useLingui } from '@lingui/react/macro'
import { useOnline } from './use-online'

interface CachedDataHintProps {
  /** The query's dataUpdatedAt (0 when nothing was ever fetched). */
  updatedAt: number
  /** The last refresh failed while the data on screen stayed. */
  refreshFailed: boolean
}

/**
 * "Dati aggiornati al …": shown when what is on screen comes from the copy kept on the device
 * (offline, or the server did not answer the refresh), so the customer knows how old it is.
 */
export function CachedDataHint({ updatedAt, refreshFailed }: CachedDataHintProps) {
  const { i18n } = useLingui()
  const online = useOnline()
  if (updatedAt <= 0 || (online && !refreshFailed)) return null
  const when = new Date(updatedAt)
  const date = i18n.date(when, { day: '2-digit', month: '2-digit', year: 'numeric' })
  const time = i18n.date(when, { hour: '2-digit', minute: '2-digit' })
  return (
    <p className="cached-hint" role="status">
      {online ? <Trans>Aggiornamento non riuscito.</Trans> : <Trans>Sei offline.</Trans>}{' '}
      <Trans>
        Dati aggiornati al {date} alle {time}
      </Trans>
    </p>
  )
}
