import { Trans } from '@lingui/react/macro'

/** A change made here that the server has not received yet (no network, or on its way). */
export function PendingMark() {
  return (
    <span className="lists__pending">
      <Trans>in attesa di rete</Trans>
    </span>
  )
}
