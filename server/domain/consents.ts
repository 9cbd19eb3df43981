import { CONSENTS, type ConsentKey } from '../../src/api/schemas/profile'
import { config } from '../../src/config'
import { consentEvents } from '../db/schema'
import type { Tx } from './context'

/** The text each consent was given on: the card rules for accept1, the privacy notice for the rest. */
export const CONSENT_TEXT_VERSION: Record<ConsentKey, string> = {
  accept1: `regolamento-${config.legal.siteTermsDate}`,
  accept2: `privacy-${config.legal.siteTermsDate}`,
  accept3: `privacy-${config.legal.siteTermsDate}`,
  accept4: `privacy-${config.legal.siteTermsDate}`,
  accept5: `privacy-${config.legal.siteTermsDate}`,
  accept6: `privacy-${config.legal.siteTermsDate}`,
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
    textVersion: CONSENT_TEXT_VERSION[key],
    recordedAt: tx.at,
  }))
  if (rows.length) await tx.db.insert(consentEvents).values(rows)
}
