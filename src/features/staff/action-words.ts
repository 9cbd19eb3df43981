import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { StaffAction, StaffActionCode } from '../../api/schemas/staff'
import { formatCents } from '../../ui/format/money'
import { formatInteger } from '../../ui/format/numbers'

/**
 * The staff's actions in the screen's language, from the code the server keeps with each
 * (server/domain/staff/staff-actions.ts keeps the same words in Italian for the store's records).
 */
export const ACTION_WORDS: Record<StaffActionCode, MessageDescriptor> = {
  started: msg`Iniziato il prelievo`,
  picked: msg({ message: 'Prelevato: {name} × {quantity}' }),
  pickedWeighed: msg({ message: 'Prelevato: {name} × {quantity}, {weight}' }),
  substituted: msg({ message: 'Sostituito: {name} con {substitute} × {quantity}' }),
  substitutedWeighed: msg({ message: 'Sostituito: {name} con {substitute} × {quantity}, {weight}' }),
  missing: msg({ message: 'Mancante: {name}' }),
  receipt: msg({ message: 'Scontrino emesso: {total}' }),
  refused: msg({ message: 'Sostituto rifiutato dal cliente: {substitute} (al posto di {name})' }),
  handedOverCode: msg`Consegnato con il codice di ritiro`,
  handedOverCard: msg`Consegnato con la carta fedeltà`,
  cancelled: msg`Ordine annullato dal negozio`,
  notCollected: msg`Ordine non ritirato`,
}

/** "850 g", "1.234 g": grams in the screen's language. */
export const formatGrams = (grams: number, locale: string) => `${formatInteger(grams, locale)} g`

/** What an action says: from its code in the screen's language; one kept before codes, as it was written. */
export function actionText(action: StaffAction, i18n: I18n): string {
  if (!action.code) return action.what
  const values = action.values ?? {}
  // Built apart: the extractor reads an object literal in i18n._() as a message of its own.
  const said: MessageDescriptor = {
    ...ACTION_WORDS[action.code],
    values: {
      name: values.name ?? '',
      substitute: values.substitute ?? '',
      quantity: values.quantity ?? '',
      weight: values.grams === undefined ? '' : formatGrams(values.grams, i18n.locale),
      total: values.totalCents === undefined ? '' : formatCents(i18n, values.totalCents),
    },
  }
  return i18n._(said)
}
