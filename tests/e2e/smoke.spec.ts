import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { MARIO } from './helpers/customers'

test('the home page renders in Italian and has no accessibility violations', async ({ page }) => {
  await page.goto('/app/')
  await expect(page.locator('html')).toHaveAttribute('lang', 'it')
  await expect(page.getByRole('heading', { level: 1, name: 'Benvenuto in Carta Alpimare' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Accedi' }).first()).toBeVisible()
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze()
  expect(axe.violations).toEqual([])
})

test('a deep link loads the app (history fallback)', async ({ page }) => {
  const response = await page.goto('/app/tac')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

test('the demo customer logs in through the API', async ({ request }) => {
  const response = await request.post('/cli/profiles/login', {
    data: { username: MARIO.email, password: MARIO.password },
  })
  expect(response.ok()).toBe(true)
  const body = (await response.json()) as {
    code: number
    data: { profile: { firstName: string }; jwt: string }
  }
  expect(body.code).toBe(0)
  expect(body.data.profile.firstName).toBe('Mario')
  const session = await request.get('/cli/profiles/login', {
    headers: { authorization: `Bearer ${body.data.jwt}` },
  })
  expect(((await session.json()) as { code: number }).code).toBe(0)
})
