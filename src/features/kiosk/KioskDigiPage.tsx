import { KioskLoginPage } from './KioskLoginPage'

/** /totem/DIGI: step 1 of 2 of the upgrade (card number and surname), without the top bar. */
export function KioskDigiPage() {
  return <KioskLoginPage digi />
}
