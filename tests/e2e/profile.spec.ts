import AxeBuilder from '@axe-core/playwright'
import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { logIn, MARIO, newCustomer } from './helpers/customers'
import { openMenu } from './helpers/menu'

const PAOLO = { firstName: 'Paolo', lastName: 'Gallo', birthDate: '1975-11-30', gender: 'MALE' } as const
const newProfile = (request: APIRequestContext) => newCustomer(request, 'profilo', PAOLO)

const profileForm = (page: Page) => page.getByRole('form', { name: 'I tuoi dati' })

async function openProfile(page: Page) {
  await page.goto('/app/profile')
  await expect(page.getByRole('heading', { level: 1, name: 'Profilo' })).toBeVisible()
  // The saved province shows with its name once the list has loaded.
  await expect(
    profileForm(page)
      .getByLabel(/^Provincia/)
      .getByRole('option', { name: 'Torino' }),
  ).toBeAttached()
}

test('a visitor who is not logged in is sent to the login page', async ({ page }) => {
  await page.goto('/app/profile')
  await expect(page).toHaveURL(/\/app\/login\?redirect=%2Fprofile$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Accedi' })).toBeVisible()
})

test('a change of the profile is saved and is still there after a reload', async ({ page, request }) => {
  const customer = await newProfile(request)
  const { email } = customer
  await logIn(page, customer)
  await openProfile(page)
  const f = profileForm(page)
  await expect(f.getByLabel(/^Email/)).toHaveValue(email)
  await expect(f.getByLabel(/^Email/)).not.toBeEditable()
  await expect(f.getByLabel(/^Numero carta/)).not.toBeEditable()
  await expect(f.getByLabel(/SMS e WhatsApp/)).toBeDisabled()

  await f.getByLabel(/^Città/).fill('Canelli')
  await f.getByLabel(/^CAP/).fill('14053')
  await f.getByLabel(/^Cellulare/).fill('3209876543')
  await f.getByLabel(/^Situazione familiare/).selectOption('FAMILY_WITH_CHILDREN')
  await f.getByLabel(/^Anno di nascita del primo figlio/).fill('2010')
  await f.getByLabel(/SMS e WhatsApp/).check()
  await f.getByRole('button', { name: 'Salva le modifiche' }).click()
  await expect(page.getByText('Profilo aggiornato con successo')).toBeVisible()

  await page.reload()
  await openProfile(page)
  await expect(f.getByLabel(/^Città/)).toHaveValue('Canelli')
  await expect(f.getByLabel(/^CAP/)).toHaveValue('14053')
  await expect(f.getByLabel(/^Cellulare/)).toHaveValue('3209876543')
  await expect(f.getByLabel(/^Anno di nascita del primo figlio/)).toHaveValue('2010')
  await expect(f.getByLabel(/SMS e WhatsApp/)).toBeChecked()
})

test('the profile validates on blur with the messages of behaviour §5', async ({ page, request }) => {
  await logIn(page, await newProfile(request))
  await openProfile(page)
  const f = profileForm(page)
  await f.getByLabel(/^Cellulare/).fill('333123456')
  await expect(f.getByText('Numero di cellulare non valido')).toHaveCount(0)
  await f.getByLabel(/^Cellulare/).blur()
  await expect(f.getByText('Numero di cellulare non valido')).toBeVisible()
  await f.getByLabel(/^Nome/).fill('')
  await f.getByLabel(/^Nome/).blur()
  await expect(f.getByText('Campo obbligatorio')).toBeVisible()
})

test('the password is changed and the new one logs in', async ({ page, request }) => {
  const customer = await newProfile(request)
  const { email } = customer
  await logIn(page, customer)
  await openProfile(page)
  const passwords = page.getByRole('form', { name: 'Cambia password' })
  await passwords.getByLabel(/^Password attuale/).fill('Sbagliata-9')
  await passwords.getByLabel(/^Nuova password/).fill('Nuova-Prova-2')
  await passwords.getByLabel(/^Conferma nuova password/).fill('Nuova-Prova-2')
  await passwords.getByRole('button', { name: 'Cambia password' }).click()
  await expect(passwords.getByRole('alert')).toHaveText('Vecchia password errata')

  await passwords.getByLabel(/^Password attuale/).fill(customer.password)
  await passwords.getByRole('button', { name: 'Cambia password' }).click()
  await expect(page.getByText('Password aggiornata correttamente')).toBeVisible()
  await expect(passwords.getByLabel(/^Nuova password/)).toHaveValue('')

  await (await openMenu(page)).getByRole('button', { name: 'Esci' }).click()
  await expect(page).toHaveURL(/\/app\/$/)
  await logIn(page, { email, password: 'Nuova-Prova-2' })
})

test('the profile is deleted after confirmation and the customer is logged out at home', async ({
  page,
  request,
}) => {
  const customer = await newProfile(request)
  const { email } = customer
  await logIn(page, customer)
  await openProfile(page)
  await page.getByRole('button', { name: 'Elimina profilo' }).click()
  const dialog = page.getByRole('dialog', { name: 'Vuoi eliminare il profilo?' })
  await dialog.getByRole('button', { name: 'Annulla' }).click()
  await expect(dialog).toBeHidden()

  await page.getByRole('button', { name: 'Elimina profilo' }).click()
  await dialog.getByRole('button', { name: 'Sì, elimina il profilo' }).click()
  await expect(page).toHaveURL(/\/app\/$/)
  await expect(page.getByText('Profilo eliminato con successo')).toBeVisible()
  const menu = await openMenu(page)
  await expect(menu.getByRole('link', { name: 'Accedi' })).toBeVisible()
  await expect(menu.getByRole('link', { name: 'Profilo' })).toHaveCount(0)

  const login = await request.post('/cli/profiles/login', {
    data: { username: email, password: customer.password },
  })
  expect(await login.json()).toMatchObject({ code: 2 })
})

test('the profile page has no accessibility violations', async ({ page }) => {
  await logIn(page, MARIO)
  await openProfile(page)
  await expect(profileForm(page).getByLabel(/^Anno di nascita del primo figlio/)).toBeVisible()
  const axe = () => new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze()
  expect((await axe()).violations).toEqual([])
  await page.getByRole('button', { name: 'Elimina profilo' }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
  expect((await axe()).violations).toEqual([])
})
