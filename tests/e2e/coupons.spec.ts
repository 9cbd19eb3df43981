import { expect, test } from '@playwright/test'
import { expectNoAxeViolations } from './helpers/axe'
import { logIn, newCustomer } from './helpers/customers'
import { runOps } from './helpers/ops'
import { serviceWorkerActivated } from './helpers/service-worker'

test.use({ serviceWorkers: 'allow' })

const SARA = { firstName: 'Sara', lastName: 'Colombo', birthDate: '1988-04-11', gender: 'FEMALE' } as const

/** The coupons a till may apply now, as `npm run ops -- coupon list` prints them: id and title. */
async function tillCoupons(baseURL: string, cardCode: string) {
  const printed = await runOps(baseURL, ['coupon', 'list', '--card', cardCode])
  return [...printed.matchAll(/^(\d+)\t([^\t]+)\t/gm)].map((m) => ({ id: m[1] ?? '', title: m[2] ?? '' }))
}

test('coupons: activated online and offline, used at the till, shown as used', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const base = baseURL ?? ''
  const customer = await newCustomer(request, 'coupon', SARA)
  const login = await request.post('/cli/profiles/login', {
    data: { username: customer.email, password: customer.password },
  })
  const cardCode =
    ((await login.json()) as { data: { profile: { cards: { code: string }[] } } }).data.profile.cards[0]
      ?.code ?? ''
  for (const args of [
    // Each title says what it is on, its worth is the list's badge (docs/coupons.md "Texts").
    ['--kind', 'AMOUNT', '--value', '200', '--title', 'Spesa del weekend', '--title-en', 'Weekend shopping'],
    ['--kind', 'POINTS', '--value', '30', '--title', 'Punti del weekend', '--title-en', 'Weekend points'],
  ])
    expect(await runOps(base, ['coupon', 'add', '--card', cardCode, ...args])).toMatch(/^1 coupon added/)

  await logIn(page, customer)
  await serviceWorkerActivated(page)
  // The card page's link says how many wait (both of these, and any the daily job gave the card).
  const couponsLink = page.locator('.coupons-link').getByRole('link')
  await expect(couponsLink).toHaveAccessibleName(/^Coupon, [2-9] da attivare$/)
  await couponsLink.click()
  await expect(page).toHaveURL(/\/app\/coupons$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Coupon' })).toBeVisible()
  const amount = page.getByRole('article', { name: 'Spesa del weekend' })
  const points = page.getByRole('article', { name: 'Punti del weekend' })
  await expect(amount).toContainText('−2,00 €')
  await expect(points).toContainText('+30 punti')
  await expectNoAxeViolations(page)

  // Online: activated at once, and the till sees it.
  await amount.getByRole('button', { name: 'Attiva' }).click()
  await expect(amount.getByText(/^✓ Attivato$/)).toBeVisible()
  await expect(amount.getByRole('button', { name: 'Attiva' })).toHaveCount(0)
  expect((await tillCoupons(base, cardCode)).map((c) => c.title)).toEqual(['Spesa del weekend'])

  // Offline: the page opens from the device's copy, and an activation waits for the network.
  await context.setOffline(true)
  await page.reload()
  await expect(page.getByText(/Sei offline\./)).toBeVisible()
  await expect(points.getByRole('button', { name: 'Attiva' })).toBeVisible()
  await points.getByRole('button', { name: 'Attiva' }).click()
  await expect(points.getByText('✓ Attivato: lo inviamo appena torni online')).toBeVisible()
  // The filters: the waiting one counts as active already. (The server's daily job may have given
  // the new card coupons of its own meanwhile: only these two are looked at.)
  await page.getByRole('radio', { name: /Da attivare/ }).check()
  await expect(amount).toHaveCount(0)
  await expect(points).toHaveCount(0)
  await page.getByRole('radio', { name: 'Attivi' }).check()
  await expect(amount).toBeVisible()
  await expect(points).toBeVisible()
  await expectNoAxeViolations(page)
  expect(await tillCoupons(base, cardCode)).toHaveLength(1)
  // The app opened again elsewhere, still offline: the activation leaves when the network is back.
  await page.goto('/app/card')
  await expect(page.getByRole('heading', { level: 1, name: 'La mia carta' })).toBeVisible()
  await context.setOffline(false)
  await expect.poll(async () => (await tillCoupons(base, cardCode)).length).toBe(2)
  await page.goto('/app/coupons')
  await expect(points.getByText(/^✓ Attivato$/)).toBeVisible()

  // The till applies both: 25 € less 2 € paid, 23 points, and 30 bonus points.
  const ids = (await tillCoupons(base, cardCode)).flatMap((c) => ['--coupon', c.id])
  const printed = await runOps(base, [
    'receipt',
    '--card',
    cardCode,
    '--amount',
    '25.00',
    '--id',
    `E2E-COUPON-${Date.now()}`,
    ...ids,
  ])
  expect(printed).toMatch(/23 points earned; balance 53\./)
  expect(printed).toMatch(/2\.00 € off/)
  expect(printed).toMatch(/30 bonus points/)

  await page.reload()
  await page.getByRole('radio', { name: 'Tutti' }).check()
  await expect(amount).toContainText(/Usato il \d\d\/\d\d\/\d{4}/)
  await expect(points.getByText('Usato', { exact: true })).toBeVisible()
  await page.getByRole('radio', { name: 'Attivi' }).check()
  await expect(page.getByText('Nessun coupon attivo: attivane uno tra quelli da attivare.')).toBeVisible()
  await expectNoAxeViolations(page)

  // The digital receipt names the coupons.
  await page.goto('/app/card')
  await page.getByRole('region', { name: 'Scontrini digitali' }).getByRole('link').click()
  const rows = page.getByRole('table', { name: 'Articoli dello scontrino' }).getByRole('row')
  await expect(rows).toContainText([
    /Coupon: Spesa del weekend.*−2,00/,
    /Coupon: Punti del weekend.*\+30 punti/,
  ])
})
