import * as v from 'valibot'
import { SmartlistChange } from '../../api/schemas/smartlists'

/** A list's name by the contract's rule (required, at most 60 characters), trimmed. */
export function checkListName(text: string): { error: string } | { text: string } {
  const checked = v.safeParse(SmartlistChange.entries.name, text)
  return checked.success ? { text: checked.output } : { error: checked.issues[0].message }
}
