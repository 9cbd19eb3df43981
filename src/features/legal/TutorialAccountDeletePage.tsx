import { LegalDocumentPage } from './LegalDocumentPage'

/**
 * /tutorial-account-delete: how to delete the profile, in three illustrated steps. It stands outside
 * the web shell (the apps open it), so it brings its own main landmark and margins.
 */
export function TutorialAccountDeletePage() {
  return (
    <main id="main" className="shell__main">
      <LegalDocumentPage name="tutorial" dated={false} />
    </main>
  )
}
