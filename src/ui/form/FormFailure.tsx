import { useEffect, useRef } from 'react'
import type { Failure } from './use-submit'

/** A failed submit, read out and focused as it appears so the customer learns why at once. */
export function FormFailure({ failure }: { failure: Failure | null }) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (failure) ref.current?.focus()
  }, [failure])
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
