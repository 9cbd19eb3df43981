import { Trans } from '@lingui/react/macro'

/** While the copy kept on the device is read (a moment, also offline). */
export function ListsNotReady() {
  return (
    <p className="lists__notice" role="status">
      <Trans>Caricamento delle liste…</Trans>
    </p>
  )
}
