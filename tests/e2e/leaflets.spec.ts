import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']

/** Waits for the PDF's page to be drawn and checks the canvas is not blank (all white). */
async function expectDrawnPage(page: Page, pageNumber: number) {
  const canvas = page.locator('canvas.pdf-viewer__canvas')
  await expect(canvas).toBeVisible()
  await expect(canvas).toHaveAttribute('aria-label', new RegExp(`, pagina ${pageNumber} di \\d+$`))
  await expect
    .poll(() =>
      canvas.evaluate((element: HTMLCanvasElement) => {
        const context = element.getContext('2d')
        if (!context || element.width === 0) return 0
        const { data } = context.getImageData(0, 0, element.width, element.height)
        let coloured = 0
        for (let i = 0; i < data.length; i += 4) {
          if ((data[i] ?? 255) < 240 || (data[i + 1] ?? 255) < 240 || (data[i + 2] ?? 255) < 240) coloured++
        }
        return coloured
      }),
    )
    .toBeGreaterThan(1000)
}

test.describe('leaflets', () => {
  test('the grid shows covers with titles; a leaflet opens as a PDF drawn with pdf.js', {
    tag: '@wide',
  }, async ({ page }) => {
    await page.goto('/app/leaflets')
    await expect(page.getByRole('heading', { level: 1, name: 'Volantini' })).toBeVisible()
    const first = page.locator('.leaflets-grid a').first()
    await expect(first).toBeVisible()
    const title = (await first.locator('img').getAttribute('alt')) ?? ''
    expect(title).not.toBe('')
    await expect(first.locator('img')).toHaveJSProperty('complete', true)
    await first.click()

    await expect(page).toHaveURL(/\/app\/leaflet\?id=\d+$/)
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await expectDrawnPage(page, 1)
    await expect(page.getByRole('link', { name: 'Scarica il PDF' })).toHaveAttribute('href', /\.pdf$/)
    await expect(page.getByRole('link', { name: 'apri il PDF' })).toHaveAttribute('href', /\.pdf$/)

    const next = page.getByRole('button', { name: 'Pagina successiva' })
    if (await next.isEnabled()) {
      // Read down to the page's foot; the toolbar stays at hand, and the next page starts at its top.
      await page.locator('canvas.pdf-viewer__canvas').evaluate((c) => c.scrollIntoView({ block: 'end' }))
      await expect(next).toBeInViewport()
      await next.click()
      await expect(page.getByText(/^Pagina 2 di \d+$/)).toBeVisible()
      const [frameTop, toolbarBottom] = await page.evaluate(() => [
        document.querySelector('.pdf-viewer__frame')?.getBoundingClientRect().top ?? -1,
        document.querySelector('.pdf-viewer__toolbar')?.getBoundingClientRect().bottom ?? 0,
      ])
      expect(frameTop).toBeGreaterThanOrEqual(toolbarBottom - 1)
      await expectDrawnPage(page, 2)
      await page.getByRole('button', { name: 'Pagina precedente' }).click()
      await expectDrawnPage(page, 1)
    }

    const width = await page
      .locator('canvas.pdf-viewer__canvas')
      .evaluate((c) => c.getBoundingClientRect().width)
    await page.getByRole('button', { name: 'Aumenta lo zoom' }).click()
    await expect(page.getByText('Zoom 125%')).toBeVisible()
    await expect
      .poll(() => page.locator('canvas.pdf-viewer__canvas').evaluate((c) => c.getBoundingClientRect().width))
      .toBeGreaterThan(width * 1.2)
    await page.getByRole('button', { name: 'Adatta alla larghezza' }).click()
    await expect(page.getByText('Zoom 100%')).toBeVisible()

    await page.getByRole('link', { name: 'Torna ai volantini' }).click()
    await expect(page).toHaveURL(/\/app\/leaflets$/)
  })

  test('a deep link /app/leaflet?id=… works after a reload', async ({ page }) => {
    await page.goto('/app/leaflets')
    const href = (await page.locator('.leaflets-grid a').first().getAttribute('href')) ?? ''
    const title = (await page.locator('.leaflets-grid img').first().getAttribute('alt')) ?? ''
    expect(href).toMatch(/^\/app\/leaflet\?id=\d+$/)

    await page.goto(href)
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await expectDrawnPage(page, 1)
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await expectDrawnPage(page, 1)
  })

  test('an unknown leaflet id says so', async ({ page }) => {
    await page.goto('/app/leaflet?id=987654')
    await expect(page.getByText('Questo volantino non è più disponibile', { exact: false })).toBeVisible()
    await expect(page.locator('canvas')).toHaveCount(0)
  })

  test('/leaflets and /leaflet have no accessibility violations', { tag: '@wide' }, async ({ page }) => {
    await page.goto('/app/leaflets')
    await expect(page.locator('.leaflets-grid img').first()).toBeVisible()
    const grid = await new AxeBuilder({ page }).withTags(WCAG).analyze()
    expect(grid.violations).toEqual([])

    await page.locator('.leaflets-grid a').first().click()
    await expectDrawnPage(page, 1)
    const viewer = await new AxeBuilder({ page }).withTags(WCAG).analyze()
    expect(viewer.violations).toEqual([])
  })
})
