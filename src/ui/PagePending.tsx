import { Trans } from '@lingui/react/macro'

/**
 * What shows while a page's code is still on its way (a first visit on a slow network): the same
 * words as index.html's placeholder, so the screen is never blank between the two.
 */
export function PagePending() {
  return (
    <p className="page-pending" role="status">
      <Trans>Caricamento…</Trans>
    </p>
  )
}
