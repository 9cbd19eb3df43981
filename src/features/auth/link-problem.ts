import { useLingui } from '@lingui/react/macro'
import { ApiError, ServerCode } from '../../api/errors'

export type LinkKind = 'confirm' | 'reset'

/**
 * What a mail's link that no longer works means, in the customer's language (the server's own
 * message is Italian only): unknown or expired (6), or used already (9). Null for any other failure.
 */
export function useLinkProblem(kind: LinkKind): (error: unknown) => { used: boolean; text: string } | null {
  const { t } = useLingui()
  return (error) => {
    if (!(error instanceof ApiError)) return null
    if (error.is(ServerCode.InvalidToken)) {
      return { used: false, text: t`Il link non è valido o è scaduto: richiedine uno nuovo.` }
    }
    if (error.is(ServerCode.LinkUsed)) {
      return {
        used: true,
        text:
          kind === 'confirm'
            ? t`Il link è già stato usato: il tuo indirizzo è confermato, puoi accedere.`
            : t`Il link è già stato usato: se ti serve, chiedine uno nuovo.`,
      }
    }
    return null
  }
}
