import type { CONSENTS } from './schemas/profile'

/**
 * The legal texts as versioned documents: the version of each text shown today, and which text each
 * consent of the forms (accept1..accept6) is given on. A consent record names the exact version the
 * customer was shown, so a text is never edited in place: a change is a new version file in
 * src/features/legal/documents/<name>/ and a new date here.
 */
export const currentLegalVersions = {
  /** The loyalty card rules. */
  tac: '2019-12-18',
  privacy: '2019-12-18',
  /** The site's general conditions. */
  generals: '2019-12-18',
  /** The app's conditions. */
  conditions: '2019-12-17',
  cookies: '2019-12-18',
  /** The support page and the tutorial on deleting the profile: no consent names them, no date shown. */
  support: '2019-12-18',
  tutorial: '2019-12-18',
} as const

export type LegalDocumentName = keyof typeof currentLegalVersions

/** The card rules are accepted with accept1; the privacy notice is what accept2–accept6 are given on. */
export const consentDocuments = {
  accept1: 'tac',
  accept2: 'privacy',
  accept3: 'privacy',
  accept4: 'privacy',
  accept5: 'privacy',
  accept6: 'privacy',
} as const satisfies Record<ConsentName, LegalDocumentName>

export type ConsentName = (typeof CONSENTS)[number]

/** The text and version a consent given today refers to, e.g. { document: 'tac', version: '2019-12-18' }. */
export function consentDocumentVersion(consent: ConsentName): {
  document: LegalDocumentName
  version: string
} {
  const document = consentDocuments[consent]
  return { document, version: currentLegalVersions[document] }
}
