import { useEffect, useRef } from 'react'
import type { Failure } from './use-submit'

/**
 * A failed submit, read out and focused as it appears so the customer learns why at once; where the
 * focus belongs elsewhere (back on the button that opened a closed dialog), it is only read out.
 */
export function FormFailure({ failure, takeFocus = true }: { failure: Failure | null; takeFocus?: boolean }) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (failure && takeFocus) ref.current?.focus()
  }, [failure, takeFocus])
  if (!failure) return null
  return (
    <div ref={ref} className="form__error" role="alert" tabIndex={-1}>
      {failure.title && (
        <p>
          <strong>{failure.title}</strong>
        </p>
      )}
      <p>{failure.message}</p>
      {failure.detail && <p>{failure.detail}</p>}
    </div>
  )
}
