import { Trans } from '@lingui/react/macro'

/** A list of choices that did not load: what happened, why (offline…), and a way to try again. */
export function OptionsProblem({
  message,
  detail,
  onRetry,
}: {
  message: string
  detail: string
  onRetry: () => void
}) {
  return (
    <div className="customer-form__problem" role="status">
      <p>
        {message} {detail}
      </p>
      <button type="button" className="button button--secondary" onClick={onRetry}>
        <Trans>Riprova</Trans>
      </button>
    </div>
  )
}
