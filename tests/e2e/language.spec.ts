import { type APIRequestContext, expect, test } from '@playwright/test'
import { expectNoAxeViolations } from './helpers/axe'
import { type NewCustomer, newCustomer } from './helpers/customers'
import { mailTo } from './helpers/outbox'

/** An English phone: the app and every call it makes are in English (Accept-Language). */
test.use({ locale: 'en-GB' })

const STORE = 'Alpimare Torino Lingotto'
const ITALIAN = { 'accept-language': 'it-IT,it;q=0.9' }
const ENGLISH = { 'accept-language': 'en-GB,en;q=0.9' }

/** Stars the first product the store sells, through the API, and gives its name. */
async function starAProduct(request: APIRequestContext, { email, password }: NewCustomer): Promise<string> {
  const login = await (
    await request.post('/cli/profiles/login', {
      headers: ENGLISH,
      data: { username: email, password },
    })
  ).json()
  const stores = await (await request.get('/cli/stores/ecommerce?s=50&p=0')).json()
  const store = (stores.data as { id: number; name: string }[]).find((s) => s.name === STORE)
  if (!store) throw new Error(`${STORE} is not in the seed`)
  const products = await (await request.get(`/cli/ecommerce/${store.id}/products?s=1&p=0`)).json()
  const product = products.data[0] as { id: number; name: string }
  const starred = await request.put(`/cli/favorites/${product.id}`, {
    headers: { ...ENGLISH, authorization: `Bearer ${login.data.jwt}` },
    data: {},
  })
  expect(await starred.json()).toMatchObject({ code: 0 })
  return product.name
}

test('in English the server refuses in English, the mails follow the stored language, and favorites show a price and add to the cart', async ({
  page,
  request,
}) => {
  // Signed up in Italian through the API and confirmed.
  const customer = await newCustomer(
    request,
    'emma',
    { firstName: 'Emma', lastName: 'Bianchi', birthDate: '1990-05-17', gender: 'FEMALE' },
    ITALIAN,
  )
  const { email } = customer
  // Signed up in Italian: the confirmation mail is Italian.
  expect(await mailTo(email, /Conferma la tua registrazione/)).toMatch(/Ciao Emma,/)

  // A wrong password: the server's own answer to the app's call is English.
  await page.goto('/app/login')
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible()
  await page.getByLabel(/^E-mail/).fill(email)
  await page.getByLabel(/^Password/).fill('Sbagliata-123')
  const refused = page.waitForResponse(
    (r) => r.url().includes('/cli/profiles/login') && r.request().method() === 'POST',
  )
  await page.getByRole('button', { name: 'Log in' }).click()
  const refusal = await (await refused).json()
  expect(refusal).toMatchObject({ code: 2, message: 'User not found' })
  await expect(page.getByText('Incorrect login details')).toBeVisible()

  // The right one: the customer's language becomes English.
  await page.getByLabel(/^Password/).fill(customer.password)
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page).toHaveURL(/\/app\/card$/)
  await expect(page.getByRole('heading', { level: 1, name: 'My card' })).toBeVisible()

  // A reset asked in Italian is still mailed in the customer's stored language.
  const reset = await request.post('/cli/profiles/password', { headers: ITALIAN, data: { tid: '01', email } })
  expect(await reset.json()).toMatchObject({ code: 0 })
  const mail = await mailTo(email, /Reset your password/)
  expect(mail).toMatch(/Hello Emma,/)
  expect(mail).toMatch(/The link is valid for 1 hour and can be used only once\./)

  // Favorites: no store chosen yet, then the store's price and its cart.
  const product = await starAProduct(request, customer)
  await page.goto('/app/favorites')
  await expect(page.getByRole('heading', { level: 1, name: 'My favourites' })).toBeVisible()
  await expect(page.getByText("Choose the store where you shop to see your favourites' prices")).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByRole('link', { name: 'Choose the store' }).click()
  await expect(page).toHaveURL(/\/app\/shop$/)
  await page.getByRole('link', { name: STORE }).click()
  await expect(page).toHaveURL(/\/app\/shop\/\d+$/)
  // The catalogue remembers the store once it knows it (the shop's last-store).
  await expect.poll(() => page.evaluate(() => localStorage.getItem('tessera.shop.store'))).toMatch(/^\d+$/)

  await page.goto('/app/favorites')
  await expect(page.getByText(`Prices and cart of ${STORE}.`)).toBeVisible()
  const row = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: product }) })
  await expect(row.getByText(/€/).first()).toBeVisible()
  await row.getByRole('button', { name: `Add to cart: ${product}` }).click()
  await expect(row.getByRole('button', { name: `One more: ${product}` })).toBeVisible()
  await expectNoAxeViolations(page)
})
