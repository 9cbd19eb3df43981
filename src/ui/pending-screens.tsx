import { Trans } from '@lingui/react/macro'
import { PendingScreen } from './PendingScreen'

/** Screens whose routes exist and whose content comes with the next issues (README: not built yet). */
export const KioskCardPending = () => <PendingScreen title={<Trans>La mia carta</Trans>} />
export const KioskSignupPending = () => <PendingScreen title={<Trans>Registrati</Trans>} />
export const KioskUpgradePending = () => <PendingScreen title={<Trans>Completa il profilo</Trans>} />
export const KioskProfilePending = () => <PendingScreen title={<Trans>Profilo</Trans>} />
export const KioskSignaturePending = () => <PendingScreen title={<Trans>Firma</Trans>} />
export const KioskResetPending = () => <PendingScreen title={<Trans>Recupera password</Trans>} />
