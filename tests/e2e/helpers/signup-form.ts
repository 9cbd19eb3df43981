import type { Page } from '@playwright/test'

/** The password the web sign-up form is filled with. */
export const SIGNUP_PASSWORD = 'Tessera-Nuova-1'

/** The web sign-up's form. */
export const signupForm = (page: Page) => page.getByRole('form', { name: 'I tuoi dati' })

/** Fills the web sign-up form for Lucia Ferrero with `email` (not sent). */
export async function fillSignup(page: Page, email: string) {
  const f = signupForm(page)
  await f.getByLabel(/^Nome/).fill('Lucia')
  await f.getByLabel(/^Cognome/).fill('Ferrero')
  await f.getByLabel(/^Data di nascita/).fill('09/03/1988')
  await f.getByLabel(/^Sesso/).selectOption('FEMALE')
  await f.getByLabel(/^Cellulare/).fill('3331234567')
  await f.getByLabel(/^Email/).fill(email)
  await f.getByLabel(/^Password/).fill(SIGNUP_PASSWORD)
  await f.getByLabel(/^Conferma password/).fill(SIGNUP_PASSWORD)
  await f.getByLabel(/^Indirizzo/).fill('Via Garibaldi 7')
  await f.getByLabel(/^Città/).fill('Alba')
  await f.getByLabel(/^CAP/).fill('12051')
  await f.getByLabel(/^Provincia/).selectOption({ label: 'Cuneo' })
  await f.getByLabel(/^Accetto il regolamento/).check()
  await f.getByLabel(/^Ho letto l'informativa privacy/).check()
  await f.getByLabel(/SMS e WhatsApp/).check()
}
