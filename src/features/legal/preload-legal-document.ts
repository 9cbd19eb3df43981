import type { LegalDocumentName } from '../../api/legal-texts'

/**
 * The legal pages' route loader. The documents' module (with the import of every text, version and
 * language) comes only when a legal page opens: in the route tree it would be in every page's start.
 */
export function preloadLegalDocument(name: LegalDocumentName): Promise<void> {
  return import('./legal-documents').then((documents) => documents.preloadLegalDocument(name))
}
