import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { GIUSEPPE, MARIO } from './helpers/customers'
import { mailToken } from './helpers/outbox'
import { fillSignup, SIGNUP_PASSWORD, signupForm } from './helpers/signup-form'

const PASSWORD = SIGNUP_PASSWORD

const uniqueEmail = (tag: string) =>
  `${tag}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.com`

const form = signupForm

test('a new customer signs up, confirms the e-mail and logs in', async ({ page }) => {
  const email = uniqueEmail('lucia')
  await page.goto('/app/signup')
  await expect(page.getByRole('heading', { level: 1, name: 'Registrati' })).toBeVisible()
  await fillSignup(page, email)
  await form(page).getByRole('button', { name: 'Registrati' }).click()

  await expect(page.getByRole('heading', { level: 1, name: 'Controlla la tua email' })).toBeFocused()
  await expect(page.getByRole('status').getByText('Registrazione effettuata', { exact: true })).toBeVisible()
  await expect(
    page.getByText('A breve riceverai una email per completare il processo di registrazione.'),
  ).toBeVisible()
  await expect(page.getByText(email)).toBeVisible()
  await expect(form(page)).toHaveCount(0)

  // The link of the mail confirms; opened a second time it says the work is done.
  const token = await mailToken(email, 'confirm')
  await page.goto(`/app/confirm?token=${encodeURIComponent(token)}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Registrazione confermata' })).toBeVisible()
  await page.goto(`/app/confirm?token=${encodeURIComponent(token)}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Registrazione già confermata' })).toBeVisible()
  await page.getByRole('main').getByRole('link', { name: 'Accedi' }).click()

  await expect(page).toHaveURL(/\/app\/login$/)
  await page.getByLabel(/^Email/).fill(email)
  await page.getByLabel(/^Password/).fill(PASSWORD)
  await page.getByRole('button', { name: 'Accedi' }).click()
  await expect(page).toHaveURL(/\/app\/card$/)
  // The clicked button is gone: the focus starts on the new page's heading, which names the tab.
  await expect(page.getByRole('heading', { level: 1, name: 'La mia carta' })).toBeFocused()
  await expect(page).toHaveTitle('La mia carta – Tessera')
})

test('a forgotten password is reset through the link of the mail, which works once', async ({ page }) => {
  const email = uniqueEmail('reset')
  await page.goto('/app/signup')
  await fillSignup(page, email)
  await form(page).getByRole('button', { name: 'Registrati' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Controlla la tua email' })).toBeVisible()

  await page.goto('/app/reset')
  await page.getByLabel(/^Email/).fill(email)
  await page.getByRole('button', { name: 'Invia' }).click()
  await expect(page.getByRole('heading', { name: 'Richiesta effettuata con successo' })).toBeVisible()

  const link = `/app/reset?token=${encodeURIComponent(await mailToken(email, 'reset'))}`
  await page.goto(link)
  await page.getByLabel(/^Nuova password/).fill('Dimenticata-Ora-2')
  await page.getByLabel(/^Conferma la password/).fill('Dimenticata-Ora-2')
  await page.getByRole('button', { name: 'Salva la password' }).click()
  await expect(page).toHaveURL(/\/app\/login$/)
  await expect(page.getByText('Password aggiornata correttamente')).toBeVisible()

  // The reset also confirmed the address: the new password logs in.
  await page.getByLabel(/^Email/).fill(email)
  await page.getByLabel(/^Password/).fill('Dimenticata-Ora-2')
  await page.getByRole('button', { name: 'Accedi' }).click()
  await expect(page).toHaveURL(/\/app\/card$/)

  // The same link again: no form, the reason, and a way to a new link.
  await page.goto(link)
  await expect(page.getByText('Il link è già stato usato: se ti serve, chiedine uno nuovo.')).toBeVisible()
  await expect(page.getByLabel(/^Nuova password/)).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Richiedi un nuovo link' })).toBeVisible()
})

test('the sign-up form shows the messages of behaviour §5 while typing', async ({ page }) => {
  await page.goto('/app/signup')
  const f = form(page)
  await f.getByLabel(/^Email/).pressSequentially('lucia@')
  await expect(f.getByText('Indirizzo email non valido')).toBeVisible()
  await f.getByLabel(/^Password/).pressSequentially('Corta1')
  await expect(f.getByText('La password deve essere lunga almeno 8 caratteri')).toBeVisible()
  await f.getByLabel(/^Conferma password/).pressSequentially('Corta2')
  await expect(f.getByText('Le password non coincidono')).toBeVisible()
  await f.getByLabel(/^Numero carta/).pressSequentially('0430001')
  await expect(f.getByText('Numero carta fedeltà non valido')).toBeVisible()
  await f.getByLabel(/^Cellulare/).pressSequentially('3331')
  await expect(f.getByText('Numero di cellulare non valido')).toBeVisible()
  await expect(f.getByLabel(/SMS e WhatsApp/)).toBeDisabled()

  await f.getByRole('button', { name: 'Registrati' }).click()
  // Eight empty required fields and the two required consents; the first wrong field gets the focus.
  await expect(f.getByText('Campo obbligatorio')).toHaveCount(10)
  await expect(f.getByLabel(/^Nome/)).toBeFocused()
  await expect(f.getByLabel(/^Nome/)).toHaveAttribute('aria-invalid', 'true')
})

test('an existing card found by code and surname fills in the form (step 2)', async ({ page }) => {
  await page.goto('/app/signup')
  const lookup = page.getByRole('form', { name: 'Hai già una carta?' })
  await lookup.getByLabel(/^Numero carta/).fill(GIUSEPPE.card)
  await lookup.getByLabel(/^Cognome/).fill(GIUSEPPE.surname)
  await lookup.getByRole('button', { name: 'Cerca la mia carta' }).click()
  await expect(
    page.getByText(`Passo 2: abbiamo trovato la carta ${GIUSEPPE.card}`, { exact: false }),
  ).toBeVisible()
  await expect(form(page).getByLabel(/^Cognome/)).toHaveValue(GIUSEPPE.surname)
  await expect(form(page).getByLabel(/^Data di nascita/)).toHaveValue('21/06/1958')
  await expect(form(page).getByLabel(/^Provincia/)).toHaveValue('MI')
  await expect(form(page).getByLabel(/^Numero carta/)).toHaveValue(GIUSEPPE.card)
})

test('a card looked up with the wrong surname is not found', async ({ page }) => {
  await page.goto('/app/signup')
  const lookup = page.getByRole('form', { name: 'Hai già una carta?' })
  await lookup.getByLabel(/^Numero carta/).fill(GIUSEPPE.card)
  await lookup.getByLabel(/^Cognome/).fill('Rossi')
  await lookup.getByRole('button', { name: 'Cerca la mia carta' }).click()
  const alert = lookup.getByRole('alert')
  await expect(alert.locator('p').first()).toHaveText('Profilo non trovato')
  await expect(alert).toContainText('Se la carta è nuova')
})

test('an e-mail already registered is refused with its message, and the form is kept', async ({ page }) => {
  await page.goto('/app/signup')
  await fillSignup(page, MARIO.email)
  await form(page).getByRole('button', { name: 'Registrati' }).click()
  const alert = form(page).getByRole('alert')
  await expect(alert).toHaveText('Un utente con la mail indicata risulta già registrato')
  await expect(alert).toBeFocused()
  await expect(form(page).getByLabel(/^Città/)).toHaveValue('Alba')
})

test('a weak password gets the title "Password non valida"', async ({ page }) => {
  await page.goto('/app/signup')
  await fillSignup(page, uniqueEmail('debole'))
  await form(page)
    .getByLabel(/^Password/)
    .fill('tuttominuscolo')
  await form(page)
    .getByLabel(/^Conferma password/)
    .fill('tuttominuscolo')
  await form(page).getByRole('button', { name: 'Registrati' }).click()
  const alert = form(page).getByRole('alert')
  await expect(alert).toContainText('Password non valida')
  await expect(alert).toContainText(
    'contenere almeno tre tra: lettere minuscole, maiuscole, numeri e simboli',
  )
})

test('the sign-up page has no accessibility violations, with and without errors', async ({ page }) => {
  await page.goto('/app/signup')
  await expect(
    form(page)
      .getByLabel(/^Provincia/)
      .getByRole('option', { name: 'Torino' }),
  ).toBeAttached()
  const axe = () => new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze()
  expect((await axe()).violations).toEqual([])
  await form(page).getByRole('button', { name: 'Registrati' }).click()
  await expect(form(page).getByText('Campo obbligatorio').first()).toBeVisible()
  expect((await axe()).violations).toEqual([])
})
