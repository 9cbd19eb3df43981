import { consentDocumentVersion } from '../../../src/api/legal-texts'
import { CONSENTS, type ConsentKey } from '../../../src/api/schemas/profile'
import { consentEvents } from '../../db/schema'
import type { Tx } from '../shared/context'

/**
 * The exact text a consent given today is given on, as `<document>/<version>`: the name of the
 * document's files in src/features/legal/documents (the card rules for accept1, the privacy notice
 * for the rest). A published version never changes, so the record says what the customer read.
 */
export function consentTextVersion(consent: ConsentKey): string {
  const { document, version } = consentDocumentVersion(consent)
  return `${document}/${version}`
}

export type Consents = Record<ConsentKey, boolean>

/**
 * Records the consents that changed (all of them on sign-up, `before` null), with the time, the
 * channel and the store, so that the history shows who agreed to what, when and where.
 */
export async function recordConsents(
  tx: Tx,
  userId: number,
  before: Partial<Consents> | null,
  after: Partial<Consents>,
  channel: { terminalType: string; storeId?: string | null },
): Promise<void> {
  const rows = CONSENTS.filter(
    (key) => after[key] !== undefined && (before === null || before[key] !== after[key]),
  ).map((key) => ({
    userId,
    consent: key,
    granted: after[key] === true,
    channel: channel.terminalType,
    storeId: channel.storeId ?? null,
    textVersion: consentTextVersion(key),
    recordedAt: tx.at,
  }))
  if (rows.length) await tx.db.insert(consentEvents).values(rows)
}
