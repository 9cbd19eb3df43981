import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']

/**
 * Axe on the whole page, map included. The store markers are pointer shortcuts (role img, not tab
 * stops: each store's card link is the way to it), so axe's target-size rule has nothing to say
 * about markers of one town overlapping.
 */
async function axeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG).analyze()
  return violations
}

/**
 * No tile, style or font from the internet: the tile service is unreachable, as on this machine
 * and offline, whatever the network of the machine running the tests.
 */
async function noInternet(page: Page) {
  await page.route(
    (url) => url.hostname !== 'localhost',
    (route) => route.abort('internetdisconnected'),
  )
}

/** The store cards' names, in order. */
const cardNames = (page: Page) => page.locator('.stores__list h2')

async function openStores(page: Page) {
  await noInternet(page)
  await page.goto('/app/stores')
  await expect(page.getByRole('heading', { level: 1, name: 'Negozi' })).toBeVisible()
  await expect(cardNames(page)).toHaveCount(5)
  // The list comes with the server's page: the app takes it over a moment later.
  await expect(page.locator('html[data-app-ready]')).toHaveCount(1)
}

test.describe('stores page', () => {
  test('a search narrows the list once the typing has settled', async ({ page }) => {
    await openStores(page)
    await expect(page.getByText('Pagina 1 di 12')).toBeVisible()
    await page.getByLabel('Cerca un negozio').pressSequentially('genova')
    // Six stores in Genova and one on Milano's Corso Genova: two pages.
    await expect(page.getByText('Pagina 1 di 2')).toBeVisible()
    const names = await cardNames(page).allTextContents()
    expect(names).toHaveLength(5)
    for (const name of names) expect(name).toMatch(/Genova/)
  })

  test('pages to page 2', async ({ page }) => {
    await openStores(page)
    const first = await cardNames(page).allTextContents()
    const nav = page.getByRole('navigation', { name: 'Pagine dei negozi' })
    await expect(nav.getByRole('link', { name: 'Pagina 1', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await nav.getByRole('link', { name: 'Pagina 2', exact: true }).click()
    await expect(nav.getByRole('link', { name: 'Pagina 2', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(page.getByText('Pagina 2 di 12')).toBeFocused()
    await expect(cardNames(page)).not.toHaveText(first)
    await expect(cardNames(page)).toHaveCount(5)
  })

  test('the list is usable before the map library has come', { tag: '@wide' }, async ({ page }) => {
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route(/\/app\/assets\/maplibre-[^/]*\.js$/, async (route) => {
      await held
      await route.continue()
    })
    await openStores(page)
    await page.getByLabel('Cerca un negozio').fill('genova')
    await page.getByRole('button', { name: 'Cerca', exact: true }).click()
    await expect(page.getByText('Pagina 1 di 2')).toBeVisible()
    await expect(page.locator('.stores-map .maplibregl-marker')).toHaveCount(0)
    // The map's box is there, at its size, waiting.
    const box = await page.locator('.stores-map').boundingBox()
    expect(box?.height).toBeGreaterThanOrEqual(320)

    release()
    await page.locator('.stores-map').scrollIntoViewIfNeeded()
    await expect(page.locator('.stores-map .maplibregl-marker.stores-marker')).toHaveCount(5)
  })

  test('with no tile service the bundled base map is drawn, with the towns and one marker per listed store; a marker leads to its card', {
    tag: '@wide',
  }, async ({ page, context }) => {
    const problems: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
        problems.push(message.text())
      }
    })
    const baseMap = page.waitForResponse(/\/app\/assets\/base-map-[\w-]+\.json$/)
    await openStores(page)
    await page.locator('.stores-map').scrollIntoViewIfNeeded()
    const markers = page.locator('.stores-map .stores-marker')
    await expect(markers).toHaveCount(5)
    const names = await cardNames(page).allTextContents()
    for (const name of names) {
      await expect(page.locator('.stores-map').getByRole('img', { name, exact: true })).toHaveCount(1)
    }
    // The base map: its GeoJSON came from our own origin, the towns are named, the page says it.
    const geojson = await (await baseMap).json()
    expect(geojson.features.map((f: { properties: { kind: string } }) => f.properties.kind)).toEqual([
      'land',
      'border',
    ])
    await expect(page.locator('.stores-town', { hasText: /^Torino$/ })).toBeVisible()
    const shownTowns = () =>
      page
        .locator('.stores-town')
        .evaluateAll((labels) =>
          labels
            .filter((label) => getComputedStyle(label).visibility === 'visible')
            .map((l) => l.textContent),
        )
    // Names that would overlap are left out; at zoom 7 most of the towns in view are named.
    await expect.poll(async () => (await shownTowns()).length).toBeGreaterThanOrEqual(8)
    await expect(page.getByText('Mappa semplificata', { exact: false })).toBeVisible()

    await page.locator('.stores-map').getByRole('img', { name: names[3], exact: true }).click()
    await expect(page.getByRole('link', { name: names[3], exact: true })).toBeFocused()

    // Hovering a card highlights its marker.
    await page.getByRole('link', { name: names[1], exact: true }).hover()
    await expect(page.locator('.stores-marker--active')).toHaveAttribute('aria-label', names[1] ?? '')

    await page
      .getByRole('navigation', { name: 'Pagine dei negozi' })
      .getByRole('link', { name: 'Pagina 3' })
      .click()
    await expect(page.getByText('Pagina 3 di 12')).toBeVisible()
    await expect(markers).toHaveCount(5)

    // Back online, the detailed map is tried again; it still cannot come, and the base map returns
    // with its towns and the markers.
    // The pointer leaves the list: the offline notice moves the cards, and one arriving under the
    // pointer would take the highlight and move the map (as it should for a customer).
    await page.mouse.move(0, 0)
    const townsBefore = await shownTowns()
    expect(townsBefore.length).toBeGreaterThan(0)
    // The hint stays through the retry (the page does not jump while the detailed map is tried).
    await page.evaluate(() => {
      const box = document.querySelector('.stores-map')
      const flags = window as unknown as { hintLeft: boolean }
      flags.hintLeft = false
      new MutationObserver(() => {
        if (!box?.querySelector('.stores-map__hint')) flags.hintLeft = true
      }).observe(box as Element, { childList: true, subtree: true })
    })
    await context.setOffline(true)
    await context.setOffline(false)
    await expect(page.getByText('Mappa semplificata', { exact: false })).toBeVisible()
    // The same view and towns once the base style has loaded again: slow on a busy machine.
    await expect.poll(shownTowns, { timeout: 15_000 }).toEqual(townsBefore)
    await expect(markers).toHaveCount(5)
    expect(await page.evaluate(() => (window as unknown as { hintLeft: boolean }).hintLeft)).toBe(false)
    expect(problems).toEqual([])
  })

  test('the store detail shows the timetable with today marked, contacts and leaflets', {
    tag: '@wide',
  }, async ({ page }) => {
    await openStores(page)
    const name = (await cardNames(page).first().textContent()) ?? ''
    await page.getByRole('link', { name, exact: true }).click()
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
    await expect(page).toHaveURL(/\/app\/stores\/\d+$/)

    const rows = page.getByRole('table').locator('tbody tr')
    await expect(rows).toHaveCount(7)
    await expect(page.locator('tbody tr[aria-current="date"]')).toHaveCount(1)
    await expect(page.locator('tbody tr[aria-current="date"]')).toContainText('(oggi)')
    await expect(page.getByText(/^(Aperto ora|Chiuso ora)$/)).toBeVisible()
    await expect(page.getByRole('link', { name: /^\d[\d ]+$/ })).toHaveAttribute('href', /^tel:/)
    await expect(page.getByText('Ragione sociale')).toBeVisible()
    await expect(page.locator('.stores-map .stores-marker')).toHaveCount(1)

    const leaflets = page.getByRole('region', { name: 'Volantini del negozio' })
    await expect(leaflets.getByRole('img').first()).toBeVisible()
    await expect(leaflets.getByRole('link').first()).toHaveAttribute(
      'href',
      /\/app\/leaflet\?id=\d+&store=\d+/,
    )

    // Its own address: a reload shows it again.
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()

    // The way back is not the current page, neither beside the heading nor in the menu.
    // (On a phone the menu's links are there behind the top bar's Menu button.)
    const menuLink = page.locator('#shell-menu').getByRole('link', { name: 'Negozi', includeHidden: true })
    await expect(page.getByRole('link', { name: 'Tutti i negozi' })).not.toHaveAttribute('aria-current', /.*/)
    await expect(menuLink).not.toHaveAttribute('aria-current', /.*/)
    await page.getByRole('link', { name: 'Tutti i negozi' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Negozi' })).toBeVisible()
    await expect(menuLink).toHaveAttribute('aria-current', 'page')
  })

  test("a store's page leads to directions, and to its shop where it sells online", async ({
    page,
    request,
  }) => {
    const online = (await (await request.get('/cli/stores/ecommerce?s=50&p=0')).json()) as {
      data: { id: number; name: string; address: { latitude: number; longitude: number } }[]
    }
    const shop = online.data.find((store) => store.name === 'Alpimare Torino Lingotto')
    if (!shop) throw new Error('no Turin shop in the seed')
    await noInternet(page)
    await page.goto(`/app/stores/${shop.id}`)
    await expect(page.getByRole('heading', { level: 1, name: shop.name })).toBeVisible()
    await expect(page.locator('html[data-app-ready]')).toHaveCount(1)
    await expect(page.getByRole('link', { name: 'Indicazioni stradali' })).toHaveAttribute(
      'href',
      `https://www.google.com/maps/dir/?api=1&destination=${shop.address.latitude},${shop.address.longitude}`,
    )
    await page.getByRole('link', { name: 'Fai la spesa qui' }).click()
    await expect(page).toHaveURL(new RegExp(`/app/shop/${shop.id}$`))
    await expect(page.getByRole('heading', { level: 1, name: 'Spesa online' })).toBeVisible()
    await expect(page.getByText(`Negozio: ${shop.name}`)).toBeVisible()

    // A store that does not sell online has directions only.
    await page.goto('/app/stores')
    await expect(cardNames(page)).toHaveCount(5)
    const offline = (await cardNames(page).allTextContents()).find(
      (name) => !online.data.some((store) => store.name === name),
    )
    if (!offline) throw new Error('every listed store sells online')
    await page.getByRole('link', { name: offline, exact: true }).click()
    await expect(page.getByRole('heading', { level: 1, name: offline })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Indicazioni stradali' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Fai la spesa qui' })).toHaveCount(0)
  })

  test('offline, the list on screen says how old it is; a page never fetched says it is not saved', async ({
    page,
    context,
  }) => {
    await openStores(page)
    await expect(page.getByText(/Dati aggiornati al/)).toHaveCount(0)
    await context.setOffline(true)
    await expect(page.getByText(/Dati aggiornati al \d{2}\/\d{2}\/\d{4} alle \d{2}:\d{2}/)).toBeVisible()
    await expect(page.getByText('Sei offline.')).toBeVisible()
    await expect(cardNames(page)).toHaveCount(5)

    const nav = page.getByRole('navigation', { name: 'Pagine dei negozi' })
    await nav.getByRole('link', { name: 'Pagina 5', exact: true }).click()
    await expect(
      page.getByText('Sei offline e questo elenco non è ancora salvato sul dispositivo', { exact: false }),
    ).toBeVisible()
    await expect(page.getByText('Caricamento dei negozi…')).toHaveCount(0)

    await context.setOffline(false)
    await expect(page.getByText('Pagina 5 di 12')).toBeVisible()
    await expect(cardNames(page)).toHaveCount(5)
    await expect(page.getByText(/Dati aggiornati al/)).toHaveCount(0)
  })

  test('/stores and a store detail have no accessibility violations', { tag: '@wide' }, async ({ page }) => {
    // Two full-page axe runs, each several seconds on a shared 2-core machine.
    test.slow()
    await openStores(page)
    await page.locator('.stores-map').scrollIntoViewIfNeeded()
    await expect(page.locator('.stores-map .stores-marker')).toHaveCount(5)
    await expect(page.locator('.stores-town').first()).toBeAttached()
    expect(await axeViolations(page)).toEqual([])

    await page.locator('.stores__list a').first().click()
    await expect(page.getByRole('heading', { level: 2, name: 'Orari' })).toBeVisible()
    await expect(
      page.getByRole('region', { name: 'Volantini del negozio' }).getByRole('img').first(),
    ).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
  })
})

test.describe('sorting by distance', () => {
  // Torino, Piazza Castello.
  test.use({ geolocation: { latitude: 45.0703, longitude: 7.6869 }, permissions: ['geolocation'] })

  test('with a granted position shows the Torino stores first, with km', async ({ page }) => {
    await openStores(page)
    const byDistance = page.getByRole('radio', { name: 'Distanza' })
    await expect(byDistance).toBeEnabled()
    await byDistance.check()
    await expect(cardNames(page).first()).toContainText('Torino')
    const names = await cardNames(page).allTextContents()
    expect(names.every((name) => name.includes('Torino'))).toBe(true)
    const km = await page.locator('.stores-card__km').allTextContents()
    expect(km).toHaveLength(5)
    for (const text of km) expect(text).toMatch(/^\d+,\d km$/)
    const values = km.map((text) => Number.parseFloat(text.replace(',', '.')))
    expect(values).toEqual([...values].sort((a, b) => a - b))
    expect(values[0]).toBeLessThan(3)
  })

  test('once the position is known the list is by distance without asking; the name, chosen, stays', async ({
    page,
  }) => {
    await openStores(page)
    const byDistance = page.getByRole('radio', { name: 'Distanza' })
    const byName = page.getByRole('radio', { name: 'Nome' })
    // The browser already allows the position: the page reads it and switches by itself.
    await expect(byDistance).toBeChecked()
    await expect(cardNames(page).first()).toContainText('Torino')
    await expect(page.locator('.stores-card__km')).toHaveCount(5)
    expect(new URL(page.url()).search).toBe('')

    await byName.check()
    await expect(page).toHaveURL(/\/app\/stores\?sort=name$/)
    await expect(cardNames(page).first()).not.toContainText('Torino')
    // The address keeps the choice: reopened, the list is by name though the position is known.
    await page.reload()
    await expect(page.locator('html[data-app-ready]')).toHaveCount(1)
    await expect(byName).toBeChecked()
    await expect(byDistance).toBeEnabled()
    await expect(cardNames(page).first()).not.toContainText('Torino')
  })

  test('"Usa la mia posizione" sorts by distance and leaves the focus on that choice', async ({ page }) => {
    // A browser not asked yet: the page waits for the customer's own request.
    await page.addInitScript(() => {
      const permissions = navigator.permissions
      const query = permissions.query.bind(permissions)
      permissions.query = (descriptor) =>
        descriptor.name === 'geolocation'
          ? Promise.resolve({ state: 'prompt' } as PermissionStatus)
          : query(descriptor)
    })
    await openStores(page)
    const byDistance = page.getByRole('radio', { name: 'Distanza' })
    await expect(byDistance).toBeDisabled()
    // The button goes once it is pressed: the focus does not fall back to the page.
    await page.getByRole('button', { name: 'Usa la mia posizione' }).click()
    await expect(byDistance).toBeChecked()
    await expect(byDistance).toBeFocused()
    await expect(cardNames(page).first()).toContainText('Torino')
  })
})
