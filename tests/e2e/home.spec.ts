import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']

const carousel = (page: Page) => page.getByRole('region', { name: 'Promozioni' })
const position = (page: Page) => carousel(page).locator('.home-carousel__position')
const after = (text: string, steps: number) => `${((Number(text.split(' ')[0]) - 1 + steps) % 3) + 1} di 3`

/** Pointer and focus off the carousel: only the pause button may keep it still. */
async function leaveCarousel(page: Page) {
  await page.mouse.move(1, 1)
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
}

test('the home carousel shows the 3 banners, moves every 10 s and can be paused', { tag: '@wide' }, async ({
  page,
}) => {
  await page.clock.install()
  await page.goto('/app/')
  await expect(carousel(page)).toHaveAttribute('aria-roledescription', 'carosello')
  await expect(carousel(page).locator('[aria-roledescription="slide"]')).toHaveCount(3)
  await expect(position(page)).toHaveText(/^[123] di 3$/)

  // The picture fills a fixed 3:1 frame, loaded from /media.
  const slide = carousel(page).getByRole('group')
  const picture = slide.getByRole('img')
  await expect(picture).toHaveAttribute('src', /^\/media\//)
  await expect
    .poll(() => picture.evaluate((img) => (img as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0)
  const box = await carousel(page).locator('.home-carousel__slides').boundingBox()
  expect((box?.width ?? 0) / (box?.height ?? 1)).toBeCloseTo(3, 1)

  await leaveCarousel(page)
  const first = (await position(page).textContent()) ?? ''
  await page.clock.fastForward(10_000)
  await expect(position(page)).toHaveText(after(first, 1))

  await page.getByRole('button', { name: 'Ferma lo scorrimento dei banner' }).click()
  await expect(page.getByRole('button', { name: 'Avvia lo scorrimento dei banner' })).toBeVisible()
  await leaveCarousel(page)
  const paused = (await position(page).textContent()) ?? ''
  // 20 s: a carousel that kept moving would be two banners further on.
  await page.clock.fastForward(20_000)
  await expect(position(page)).toHaveText(paused)

  await page.getByRole('button', { name: 'Avvia lo scorrimento dei banner' }).click()
  await leaveCarousel(page)
  await page.clock.fastForward(10_000)
  await expect(position(page)).toHaveText(after(paused, 1))
})

test('the carousel works by keyboard', async ({ page }) => {
  await page.goto('/app/')
  const next = page.getByRole('button', { name: 'Banner successivo' })
  // The focus in the carousel stops the rotation: from here only the keys move it.
  await next.focus()
  const start = (await position(page).textContent()) ?? ''
  await page.keyboard.press('Enter')
  await expect(position(page)).toHaveText(after(start, 1))
  await page.keyboard.press('Shift+Tab')
  await expect(page.getByRole('button', { name: 'Banner precedente' })).toBeFocused()
  await page.keyboard.press('Space')
  await page.keyboard.press('Space')
  const end = after(start, 2)
  await expect(position(page)).toHaveText(end)
  await expect(carousel(page).locator('[aria-live="polite"]')).toHaveText(new RegExp(`^${end}: .+`))
})

test('the cookie bar goes with OK and stays away after a reload', async ({ page }) => {
  await page.goto('/app/')
  const bar = page.getByRole('region', { name: 'Informativa sui cookie' })
  await expect(bar).toBeVisible()
  await expect(bar.getByRole('link', { name: 'cookie policy' })).toHaveAttribute('href', '/app/cookies')
  // Not a modal and covering nothing: at the end of the page the footer ends above the bar (as the
  // app measures it; before the app runs, the page keeps about the bar's height).
  await expect(page.locator('html[data-app-ready]')).toHaveCount(1)
  // The app measures the bar once it is drawn (a resize observer): on a busy host that can come just
  // after the app is ready, so the end of the page is looked at until the footer is clear of the bar.
  await expect
    .poll(async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
      const footer = await page.getByRole('contentinfo').boundingBox()
      const barBox = await bar.boundingBox()
      return (footer?.y ?? 0) + (footer?.height ?? 0) - (barBox?.y ?? 0)
    })
    .toBeLessThanOrEqual(1)
  await bar.getByRole('button', { name: 'OK' }).focus()
  await page.keyboard.press('Enter')
  await expect(bar).toHaveCount(0)
  const stored = await page.evaluate(() => localStorage.getItem('tessera.cookie-notice'))
  expect(JSON.parse(stored ?? '{}').acceptedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(bar).toHaveCount(0)
})

test('the home page, with carousel and cookie bar, has no accessibility violations', {
  tag: '@wide',
}, async ({ page }) => {
  await page.goto('/app/')
  await expect(carousel(page)).toBeVisible()
  const result = await new AxeBuilder({ page }).withTags(WCAG).analyze()
  expect(result.violations).toEqual([])
})
