import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { logIn, newCustomer } from './helpers/customers'
import { runOps } from './helpers/ops'

const ELENA = {
  firstName: 'Elena',
  lastName: 'Marchetti',
  birthDate: '1979-02-08',
  gender: 'FEMALE',
} as const
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']

test('a receipt posted at the till shows as a points movement and a digital receipt', async ({
  page,
  request,
  baseURL,
}) => {
  const customer = await newCustomer(request, 'scontrino', ELENA)
  const login = await request.post('/cli/profiles/login', {
    data: { username: customer.email, password: customer.password },
  })
  const cardCode = ((await login.json()) as { data: { profile: { cards: { code: string }[] } } }).data.profile
    .cards[0]?.code
  expect(cardCode).toMatch(/^0431\d{9}$/)

  await logIn(page, customer)
  const movements = page.getByRole('region', { name: 'Movimenti punti' })
  await expect(movements.getByText(/Ancora nessun movimento/)).toBeVisible()

  // The store's till: 23.50 €, 8.00 € of it own-brand → 23 + 8 = 31 points.
  const printed = await runOps(baseURL ?? '', [
    'receipt',
    '--card',
    cardCode ?? '',
    '--amount',
    '23.50',
    '--own-brand',
    '8.00',
    '--id',
    `E2E-${Date.now()}`,
  ])
  expect(printed).toMatch(/31 points earned; balance 31\./)

  await page.reload()
  await expect(page.locator('.card-face__points-value')).toHaveText('31')
  await expect(movements.getByRole('listitem')).toHaveText([/Punti accumulati.*\+31 punti.*Saldo 31/])
  const receipts = page.getByRole('region', { name: 'Scontrini digitali' })
  await expect(receipts.getByRole('link')).toHaveText(/23,50\s€.*\+31 punti/)
  expect((await new AxeBuilder({ page }).withTags(WCAG).analyze()).violations).toEqual([])

  await receipts.getByRole('link').click()
  await expect(page).toHaveURL(/\/app\/card\/receipts\/\d+$/)
  await expect(
    page.getByRole('heading', { level: 1, name: /^Scontrino del \d\d\/\d\d\/\d{4} \d\d:\d\d$/ }),
  ).toBeVisible()
  const rows = page.getByRole('table', { name: 'Articoli dello scontrino' }).getByRole('row')
  await expect(rows).toHaveText([
    /Articolo/,
    /Spesa.*15,50/,
    /Prodotti a marchio.*punti doppi.*8,00/,
    /Totale.*23,50/,
    /Pagato.*23,50/,
  ])
  await expect(page.getByText('Con questo scontrino hai accumulato 31 punti.')).toBeVisible()
  expect((await new AxeBuilder({ page }).withTags(WCAG).analyze()).violations).toEqual([])
})
