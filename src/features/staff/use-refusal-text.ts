import { useLingui } from '@lingui/react/macro'
import { type ApiError, ServerCode } from '../../api/errors'
import type { StaffOrderLine } from '../../api/schemas/staff'
import { formatCents } from '../../ui/format/money'

/**
 * A refusal of the server as the picker reads it: its message, and a way on where the server gives
 * one. 57 (past the card's authorisation) tells the most the product may weigh or cost (the server's
 * `detail`); 55 (a wrong code) names the product expected.
 */
export function useRefusalText() {
  const { t, i18n } = useLingui()
  return (error: ApiError, about?: { line: StaffOrderLine; code?: string }): string => {
    if (error.is(ServerCode.AboveAuthorised) && error.detail?.maxCents !== undefined) {
      const { maxCents, maxGrams } = error.detail
      const money = formatCents(i18n, maxCents)
      const wayOn =
        maxCents === 0 || maxGrams === 0
          ? t`Per questo prodotto non resta importo autorizzato: segnalalo come mancante.`
          : maxGrams !== undefined
            ? t`Al massimo ${maxGrams} g (${money}).`
            : t`Al massimo ${money}.`
      return `${error.message} ${wayOn}`
    }
    if (error.is(ServerCode.WrongEan) && about) {
      const name = about.line.name
      return about.code
        ? t`Il codice ${about.code} non è quello di ${name}.`
        : t`Il codice scansionato non è quello di ${name}.`
    }
    return error.message
  }
}
