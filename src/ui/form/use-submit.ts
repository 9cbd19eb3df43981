import { type ReactNode, useState } from 'react'
import { ApiError } from '../../api/errors'

/** Why a call failed, as the form shows it: an optional title over the message, and what to do. */
export interface Failure {
  title?: ReactNode
  message: ReactNode
  /** A further paragraph: what the customer can do next. */
  detail?: ReactNode
}

/** By default a failure is the message of the error catalogue, already in the customer's words. */
const catalogueMessage = (error: ApiError): Failure => ({ message: error.message })

/**
 * Runs a form's call. A refusal of the API or a missing network becomes the failure the form shows
 * (until the next attempt), and nothing typed is lost; any other error is a bug and goes on up.
 */
export function useSubmit<Args extends unknown[]>(
  action: (...args: Args) => Promise<unknown>,
  explain: (error: ApiError) => Failure = catalogueMessage,
) {
  const [failure, setFailure] = useState<Failure | null>(null)
  const [busy, setBusy] = useState(false)

  async function run(...args: Args): Promise<void> {
    setFailure(null)
    setBusy(true)
    try {
      await action(...args)
    } catch (error) {
      if (!(error instanceof ApiError)) throw error
      setFailure(explain(error))
    } finally {
      setBusy(false)
    }
  }

  return { run, failure, busy, dismiss: () => setFailure(null) }
}
