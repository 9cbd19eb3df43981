import { type APIRequestContext, expect, type Page } from '@playwright/test'
import { DEMO_CUSTOMERS, type DemoCustomer } from '../../../server/db/seed/customers'
import { mailToken } from './outbox'

/** The customers every run's server seeds (server/db/seed/customers.ts), as the tests use them. */
function seeded(lastName: string): DemoCustomer {
  const customer = DEMO_CUSTOMERS.find((c) => c.lastName === lastName)
  if (!customer) throw new Error(`no demo customer ${lastName} in the seed`)
  return customer
}

function webLogin(customer: DemoCustomer) {
  if (!customer.username || !customer.password) throw new Error(`${customer.lastName} has no web login`)
  return {
    email: customer.username,
    password: customer.password,
    firstName: customer.firstName,
    card: customer.card.code,
  }
}

/** The web customer with children and a printed card. */
export const MARIO = webLogin(seeded('Rossi'))

/** The card-only customer signed up at the kiosk: card number and surname. */
const giuseppe = seeded('Esposito')
export const GIUSEPPE = {
  card: giuseppe.card.code,
  surname: giuseppe.lastName,
  firstName: giuseppe.firstName,
}

/** Logs in on the web's login page and waits for the card page it leads to. */
export async function logIn(page: Page, { email, password }: { email: string; password: string }) {
  await page.goto('/app/login')
  await page.getByLabel(/^Email/).fill(email)
  await page.getByLabel(/^Password/).fill(password)
  await page.getByRole('button', { name: 'Accedi' }).click()
  await expect(page).toHaveURL(/\/app\/card$/)
  await expect(page.getByRole('heading', { level: 1, name: 'La mia carta' })).toBeVisible()
}

/** Fills the kiosk's login (or DIGI) form with a card and surname and sends it. */
export async function logInAtKiosk(
  page: Page,
  { card, surname }: { card: string; surname: string },
  button = 'Accedi',
) {
  await page.getByLabel(/^Numero della carta/).fill(card)
  await page.getByLabel(/^Cognome/).fill(surname)
  await page.getByRole('button', { name: button, exact: true }).click()
}

export interface NewCustomer {
  email: string
  password: string
}

/**
 * A customer of one test only, signed up and confirmed through the API with a new digital card, so
 * the demo customers stay as seeded. `tag` keeps the address apart from other tests' and runs'.
 * `headers` are the sign-up call's own (an `accept-language` chooses the account's language).
 */
export async function newCustomer(
  request: APIRequestContext,
  tag: string,
  person: { firstName: string; lastName: string; birthDate: string; gender: 'MALE' | 'FEMALE' },
  headers: Record<string, string> = {},
): Promise<NewCustomer> {
  const email = `${tag}.${crypto.randomUUID().slice(0, 8)}@example.com`
  const password = 'Tessera-Prova-1'
  const signup = await request.post('/cli/profiles/signup', {
    headers,
    data: {
      username: email,
      password,
      terminalType: 'web',
      profile: {
        ...person,
        email,
        mobilePhone: '',
        address: { county: 'TO', city: 'Torino', zip: '10121', address: 'Via Roma 1' },
        cards: [],
        preferences: null,
        accept1: true,
        accept2: true,
        employee: false,
      },
    },
  })
  expect(await signup.json()).toMatchObject({ code: 0 })
  const confirmed = await request.post('/cli/profiles/confirm', {
    data: { token: await mailToken(email, 'confirm') },
  })
  expect(await confirmed.json()).toMatchObject({ code: 0 })
  return { email, password }
}
