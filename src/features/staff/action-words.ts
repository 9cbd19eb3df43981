import type { I18n, MessageDescriptor } from '@lingui/core'
import type { StaffAction, StaffActionCode } from '../../api/schemas/staff'
import { STAFF_ACTION_WORDS } from '../../api/staff-action-words'
import { formatCents } from '../../ui/format/money'
import { formatInteger } from '../../ui/format/numbers'

/**
 * The staff's actions in the screen's language, from the code the server keeps with each: the words
 * are the server's own (src/api/staff-action-words.ts), extracted into the staff's catalogue too.
 */
export const ACTION_WORDS: Record<StaffActionCode, MessageDescriptor> = STAFF_ACTION_WORDS

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
