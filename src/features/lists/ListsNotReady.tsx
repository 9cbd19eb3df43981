import { Trans } from '@lingui/react/macro'
import { LoadingNotice } from '../../ui/query-state/QueryState'

/** While the copy kept on the device is read (a moment, also offline). */
export function ListsNotReady() {
  return (
    <LoadingNotice>
      <Trans>Caricamento delle liste…</Trans>
    </LoadingNotice>
  )
}
