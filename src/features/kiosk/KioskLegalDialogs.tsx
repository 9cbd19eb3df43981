import { useLingui } from '@lingui/react/macro'
import type { LegalDocument } from '../customer-form/ConsentsSection'
import { PrivacyPage, TacPage } from '../legal/LegalDocumentPage'
import { KioskDocumentDialog } from './KioskDocumentDialog'

/** The card rules and the privacy notice over a kiosk form, so that nothing typed is left behind. */
export function KioskLegalDialogs({ open, onClose }: { open: LegalDocument | null; onClose: () => void }) {
  const { t } = useLingui()
  return (
    <>
      <KioskDocumentDialog open={open === 'tac'} label={t`Regolamento della carta fedeltà`} onClose={onClose}>
        <TacPage />
      </KioskDocumentDialog>
      <KioskDocumentDialog open={open === 'privacy'} label={t`Informativa privacy`} onClose={onClose}>
        <PrivacyPage />
      </KioskDocumentDialog>
    </>
  )
}
