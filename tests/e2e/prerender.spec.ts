import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test'
import { logIn, MARIO } from './helpers/customers'
import { openMenu } from './helpers/menu'
import { pageProblems } from './helpers/page-problems'

/**
 * Issue 16, content before JavaScript: the public pages arrive as HTML with their content, and the
 * app then takes that HTML over (hydrates) without redrawing it and without a console error.
 */
const PAGES = [
  { path: '/app/', heading: 'Benvenuto in Carta Alpimare' },
  { path: '/app/login', heading: 'Accedi' },
  { path: '/app/signup', heading: 'Registrati' },
  { path: '/app/reset', heading: 'Recupera password' },
  { path: '/app/stores', heading: 'Negozi' },
  { path: '/app/leaflets', heading: 'Volantini' },
  { path: '/app/shop', heading: 'Spesa online' },
  { path: '/app/privacy', heading: 'Informativa sul trattamento dei dati personali' },
]

test.describe('with JavaScript switched off', () => {
  test.use({ javaScriptEnabled: false })

  test('the home and login pages show their content and title', async ({ page }) => {
    await page.goto('/app/')
    await expect(page.getByRole('heading', { level: 1, name: 'Benvenuto in Carta Alpimare' })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Menu principale' })).toBeVisible()
    await expect(page).toHaveTitle('Benvenuto in Carta Alpimare – Tessera')
    // The banners are rendered by the server when the page is asked for: the first one is the
    // page's largest picture, fetched with the page, not after the app and its list.
    await expect(
      page.getByRole('group', { name: '1 di 3' }).getByRole('img', { name: /^Con la Carta Alpimare/ }),
    ).toBeVisible()

    await page.goto('/app/login')
    await expect(page.getByRole('heading', { level: 1, name: 'Accedi' })).toBeVisible()
    await expect(page.getByLabel(/^Email/)).toBeVisible()
    await expect(page.getByLabel(/^Password/)).toBeVisible()
    await expect(page.getByRole('button', { name: 'Accedi' })).toBeVisible()
    await expect(page).toHaveTitle('Accedi – Tessera')
  })

  test('every public page has its heading in the HTML', async ({ page }) => {
    for (const { path, heading } of PAGES) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible()
    }
  })

  test('a personal page is never prerendered', async ({ page }) => {
    await page.goto('/app/card')
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0)
    await expect(page.getByText('Caricamento…')).toBeVisible()
  })
})

/**
 * Holds the app's entry script until `release` is called, so the test sees the page before the app
 * runs. (Routing turns the browser's cache off, so every page load asks for the script again; the
 * service worker is blocked below, or it would answer instead.)
 */
async function holdTheApp(page: Page): Promise<() => void> {
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.unrouteAll()
  await page.route(/\/app\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held
    await route.continue()
  })
  return release
}

/**
 * Marks the node itself (not an attribute React would compare) before the app runs; `stillMarked`
 * then tells whether the app kept that node or drew it again.
 */
async function markNode(locator: Locator): Promise<void> {
  await locator.evaluate((node) => {
    ;(node as HTMLElement & { prerendered?: boolean }).prerendered = true
  })
}

async function stillMarked(locator: Locator): Promise<boolean | undefined> {
  return locator.evaluate((node) => (node as HTMLElement & { prerendered?: boolean }).prerendered)
}

/**
 * Opens `path` with the app held, marks the node `shown` finds in the HTML, lets the app run, and
 * tells whether the app kept that node (took the page over) rather than drawing it again.
 */
async function takenOver(page: Page, path: string, shown: () => Locator): Promise<boolean | undefined> {
  const release = await holdTheApp(page)
  await page.goto(path, { waitUntil: 'commit' })
  await expect(shown()).toBeVisible()
  await markNode(shown())
  release()
  await expect(page.locator('html[data-app-ready]')).toHaveCount(1)
  return stillMarked(shown())
}

/** The addresses of the page's requests that match `pattern`, as they are made. */
function callsTo(page: Page, pattern: RegExp): string[] {
  const calls: string[] = []
  page.on('request', (request) => {
    if (pattern.test(request.url())) calls.push(request.url())
  })
  return calls
}

test.use({ serviceWorkers: 'block' })

test('the app takes the prerendered pages over without redrawing them or a console error', async ({
  page,
}) => {
  const problems = pageProblems(page)
  for (const { path, heading } of PAGES) {
    const release = await holdTheApp(page)
    await page.goto(path, { waitUntil: 'commit' })
    const title = page.getByRole('heading', { level: 1, name: heading })
    await expect(title).toBeVisible()
    await markNode(title)
    release()
    await expect(page.locator('html[data-app-ready]')).toHaveCount(1)
    // Interactive: the cookie notice's OK button works only once React has the page.
    await page.getByRole('button', { name: 'OK' }).click()
    await expect(page.getByRole('region', { name: 'Informativa sui cookie' })).toHaveCount(0)
    expect(await stillMarked(title), `${path}: the heading was drawn again`).toBe(true)
    // Accepted once: the next page's notice is hidden by its head script, then removed.
    await page.evaluate(() => localStorage.clear())
  }
  expect(problems).toEqual([])
})

/** Texts of the visitor's home that a customer signed in on the device must never have in the page. */
const VISITOR_HOME_TEXTS = ['Benvenuto in Carta Alpimare', '1 punto per ogni euro di spesa', 'Registrati']

test("a customer signed in on the device never has the visitor's home in the page; after logout a visitor has it at once", async ({
  page,
}) => {
  const problems = pageProblems(page)
  await logIn(page, MARIO)
  // From the document's first node on: every node the parser or a script puts in the page (with its
  // text as it is then), and every shift of the layout, as Core Web Vitals counts them.
  await page.addInitScript(() => {
    const seen = window as unknown as { added: string[]; shifts: number }
    seen.added = []
    seen.shifts = 0
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'characterData') seen.added.push(record.target.textContent ?? '')
        for (const node of record.addedNodes) seen.added.push(node.textContent ?? '')
      }
    }).observe(document, { childList: true, subtree: true, characterData: true })
    // Only the shifts of the start, not of the customer's home's own parts arriving (its leaflet,
    // store and coupons' slot as their answers come; docs/receipts-and-card.md).
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number
        hadRecentInput: boolean
        sources: { node?: Node | null }[]
      })[]) {
        const ofTheHome = entry.sources.every((source) =>
          source.node?.parentElement?.closest('.home-customer'),
        )
        if (!entry.hadRecentInput && !ofTheHome) seen.shifts += entry.value
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
  const added = () => page.evaluate(() => (window as unknown as { added: string[] }).added.join('\n'))

  // Before the app runs: the neutral start, not the visitor's page.
  const release = await holdTheApp(page)
  await page.goto('/app/', { waitUntil: 'commit' })
  await expect(page.getByText('Caricamento…')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0)
  release()
  await expect(page.locator('html[data-app-ready]')).toHaveCount(1)
  // What the page was spared is not left in it either (its template goes once the page is parsed).
  await expect(page.locator('template')).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 1, name: 'Ciao Mario' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Il tuo negozio' }).getByRole('link')).toBeVisible()

  // A reload, as a customer opening the app: the same, and the start moves nothing.
  await page.unrouteAll()
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Ciao Mario' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Il tuo negozio' }).getByRole('link')).toBeVisible()
  await page.waitForLoadState('networkidle')
  const seen = await added()
  expect(seen).toContain('Ciao Mario')
  for (const text of VISITOR_HOME_TEXTS) expect(seen).not.toContain(text)
  expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBeLessThan(0.01)

  // Logged out, the device is a visitor's again: the home is the prerendered one before the app runs.
  await (await openMenu(page)).getByRole('button', { name: 'Esci' }).click()
  await expect.poll(() => page.evaluate(() => localStorage.getItem('tessera.user'))).toBeNull()
  const again = await holdTheApp(page)
  await page.goto('/app/', { waitUntil: 'commit' })
  await expect(page.getByRole('heading', { level: 1, name: 'Benvenuto in Carta Alpimare' })).toBeVisible()
  expect(await added()).toContain('Benvenuto in Carta Alpimare')
  again()
  await expect(page.locator('html[data-app-ready]')).toHaveCount(1)
  await expect(page.getByRole('heading', { level: 1, name: 'Benvenuto in Carta Alpimare' })).toBeVisible()
  expect(problems).toEqual([])
})

test('the app’s code is fetched after the first screen’s picture, every chunk of the start at once', async ({
  page,
}) => {
  await page.unrouteAll()
  const events: string[] = []
  const name = (url: string) => new URL(url).pathname.split('/').pop() ?? url
  page.on('request', (request) => events.push(`asked ${name(request.url())}`))
  page.on('requestfinished', (request) => events.push(`got ${name(request.url())}`))
  await page.goto('/app/')
  await expect(page.locator('html[data-app-ready]')).toHaveCount(1)
  // The HTML preloads no script: its chunks are listed as data for the entry to fetch.
  const html = await (await page.request.get('/app/')).text()
  expect(html).not.toContain('modulepreload')
  expect(html).toMatch(/<script type="application\/json" id="start-modules">\["react-/)
  const at = (pattern: RegExp) => events.findIndex((event) => pattern.test(event))
  const pictureLoaded = at(/^got carta-punti\.svg$/)
  const reactAsked = at(/^asked react-[\w-]+\.js$/)
  expect(pictureLoaded).toBeGreaterThanOrEqual(0)
  expect(reactAsked, events.join('\n')).toBeGreaterThan(pictureLoaded)
  // The app's start is asked for with React, not after React has arrived and run.
  expect(at(/^asked boot-[\w-]+\.js$/), events.join('\n')).toBeLessThan(at(/^got react-[\w-]+\.js$/))
})

test('an accepted cookie notice never shows on a prerendered page, not even before the app runs', async ({
  page,
}) => {
  await page.goto('/app/login')
  await page.getByRole('button', { name: 'OK' }).click()
  const release = await holdTheApp(page)
  await page.goto('/app/stores', { waitUntil: 'commit' })
  await expect(page.getByRole('heading', { level: 1, name: 'Negozi' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Informativa sui cookie' })).toBeHidden()
  release()
  await expect(page.locator('html[data-app-ready]')).toHaveCount(1)
  await expect(page.getByRole('region', { name: 'Informativa sui cookie' })).toHaveCount(0)
})

test('what a customer types, submits and taps before the app runs is kept, and the browser never sends the form', async ({
  page,
}) => {
  const release = await holdTheApp(page)
  await page.goto('/app/login', { waitUntil: 'commit' })
  await expect(page.getByRole('heading', { level: 1, name: 'Accedi' })).toBeVisible()
  await page.getByRole('button', { name: 'OK' }).click()
  await expect(page.getByRole('region', { name: 'Informativa sui cookie' })).toBeHidden()
  await page.getByLabel(/^Email/).fill(MARIO.email)
  await page.getByLabel(/^Password/).fill(MARIO.password)
  await page.getByLabel(/^Password/).press('Enter')
  // Held by the page's head: no GET of the page with the password in its address.
  await expect(page).toHaveURL(/\/app\/login$/)
  await expect(page.getByRole('button', { name: 'Accedi' })).toBeVisible()

  release()
  // The app takes the typed values and the held submit over: the customer is logged in.
  await expect(page).toHaveURL(/\/app\/card$/)
  await expect(page.getByRole('heading', { level: 1, name: 'La mia carta' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Informativa sui cookie' })).toHaveCount(0)
})

test('a button tapped before the app runs does what it says once the app has the page', async ({
  page,
  request,
}) => {
  const shop = await shopPages(request)
  const release = await holdTheApp(page)
  await page.goto(shop.catalogue, { waitUntil: 'commit' })
  const add = page.getByRole('button', { name: /^Aggiungi al carrello: / }).first()
  await expect(add).toBeVisible()
  // Twice, as a customer does when nothing happens (the unit tests show a repeat counts once).
  await add.click()
  await add.click()
  await expect(page.locator('html[data-app-ready]')).toHaveCount(0)
  await expect(page).toHaveURL(new RegExp(`${shop.catalogue}$`))

  release()
  // A visitor's "add" asks for the login first, and comes back to the catalogue.
  await expect(page).toHaveURL(/\/app\/login\?redirect=/)
  await expect(page.getByRole('heading', { level: 1, name: 'Accedi' })).toBeVisible()
  expect(new URL(page.url()).searchParams.get('redirect')).toBe(shop.catalogue.replace(/^\/app/, ''))
})

/** The seed's e-commerce store in Turin, and a product of its catalogue (ids are the database's). */
async function shopPages(request: APIRequestContext) {
  const stores = (await (await request.get('/cli/stores/ecommerce?s=50&p=0')).json()) as {
    data: { id: number; name: string }[]
  }
  const store = stores.data.find((s) => s.name === 'Alpimare Torino Lingotto')
  if (!store) throw new Error('no Turin store in the seed')
  const products = (await (
    await request.get(`/cli/ecommerce/${store.id}/products?q=mele&s=20&p=0`)
  ).json()) as {
    data: { id: number; name: string }[]
  }
  const product = products.data[0]
  if (!product) throw new Error('no apples in the Turin store')
  return {
    catalogue: `/app/shop/${store.id}`,
    secondPage: `/app/shop/${store.id}?page=2`,
    product: `/app/shop/${store.id}/products/${product.id}`,
    productName: product.name,
  }
}

test.describe('a store catalogue and a product, rendered by the server when asked for', () => {
  test('show their products in the HTML, with JavaScript switched off', async ({ browser, request }) => {
    const shop = await shopPages(request)
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(shop.catalogue)
    await expect(page.getByRole('heading', { level: 1, name: 'Spesa online' })).toBeVisible()
    await expect(page.getByText('Negozio: Alpimare Torino Lingotto')).toBeVisible()
    await expect(page.getByRole('list', { name: 'Prodotti' }).getByRole('listitem')).toHaveCount(20)
    await expect(page.getByText('Pagina 1 di')).toBeVisible()
    await expect(page).toHaveTitle('Spesa online – Tessera')

    await page.goto(shop.secondPage)
    await expect(page.getByText('Pagina 2 di')).toBeVisible()

    await page.goto(shop.product)
    await expect(page.getByRole('heading', { level: 1, name: shop.productName })).toBeVisible()
    await expect(page).toHaveTitle(`${shop.productName} – Tessera`)
    await context.close()
  })

  test('are taken over by the app without a redraw, a call or a console error, for a visitor and a customer', async ({
    page,
    request,
  }) => {
    const shop = await shopPages(request)
    const problems = pageProblems(page)
    const catalogueCalls = callsTo(page, /\/cli\/ecommerce\/\d+\/(products|departments)/)
    const takenOverKept = async (path: string, heading: string) => {
      const kept = await takenOver(page, path, () => page.getByRole('heading', { level: 1, name: heading }))
      expect(kept, `${path}: drawn again`).toBe(true)
    }

    // A visitor: the page, then a tap on "+" that asks to log in (React has the page).
    await takenOverKept(shop.catalogue, 'Spesa online')
    await page.getByRole('button', { name: 'OK' }).click()
    await expect(page.getByRole('region', { name: 'Informativa sui cookie' })).toHaveCount(0)
    await takenOverKept(shop.product, shop.productName)
    expect(catalogueCalls, 'the page data came with the HTML').toEqual([])

    // A customer: the same HTML, then their cart's figures once the app has them.
    await logIn(page, MARIO)
    await takenOverKept(shop.catalogue, 'Spesa online')
    await expect(
      page.getByText('Per aggiungere prodotti al carrello ti chiederemo di accedere.'),
    ).toHaveCount(0)
    expect(catalogueCalls).toEqual([])
    expect(problems).toEqual([])
  })
})

test.describe('the leaflets, rendered by the server when asked for', () => {
  test('show their covers in the HTML, and the app takes them over without asking for them again', async ({
    browser,
    page,
    request,
  }) => {
    const listed = (await (await request.get('/cli/cms/leaflets')).json()) as {
      data: Array<{ title: string }>
    }
    expect(listed.data.length).toBeGreaterThan(0)
    const first = listed.data[0]?.title ?? ''

    const noScript = await browser.newContext({ javaScriptEnabled: false })
    const html = await noScript.newPage()
    await html.goto('/app/leaflets')
    await expect(html.getByRole('heading', { level: 1, name: 'Volantini' })).toBeVisible()
    await expect(html.locator('.leaflets-grid > li')).toHaveCount(listed.data.length)
    await expect(html.getByRole('img', { name: first })).toBeVisible()
    await noScript.close()

    const problems = pageProblems(page)
    const calls = callsTo(page, /\/cli\/cms\/leaflets/)
    const kept = await takenOver(page, '/app/leaflets', () => page.getByRole('img', { name: first }))
    expect(kept, 'the covers were drawn again').toBe(true)
    expect(calls, 'the leaflets came with the HTML').toEqual([])
    expect(problems).toEqual([])
  })
})

test.describe('the stores and the shop’s store choice, rendered by the server when asked for', () => {
  test('show their first page in the HTML, and the app takes it over without asking for it again', async ({
    browser,
    page,
    request,
  }) => {
    const listed = (await (await request.get('/cli/stores?s=5&p=0')).json()) as {
      data: Array<{ name: string }>
    }
    const first = listed.data[0]?.name ?? ''
    expect(first).not.toBe('')

    const noScript = await browser.newContext({ javaScriptEnabled: false })
    const html = await noScript.newPage()
    await html.goto('/app/stores')
    await expect(html.getByRole('heading', { level: 1, name: 'Negozi' })).toBeVisible()
    await expect(html.locator('.stores__list h2')).toHaveText(listed.data.map((store) => store.name))
    await expect(html.getByText('Caricamento dei negozi…')).toHaveCount(0)
    // The shop's store choice likewise: the stores that take online orders.
    const online = (await (await request.get('/cli/stores/ecommerce?s=50&p=0')).json()) as {
      data: Array<{ name: string }>
    }
    await html.goto('/app/shop')
    await expect(html.getByRole('heading', { level: 1, name: 'Spesa online' })).toBeVisible()
    for (const store of online.data) await expect(html.getByText(store.name, { exact: true })).toBeVisible()
    await noScript.close()

    const problems = pageProblems(page)
    const calls = callsTo(page, /\/cli\/stores\?/)
    const kept = await takenOver(page, '/app/stores', () =>
      page.getByRole('link', { name: first, exact: true }),
    )
    // Whether each store is open now is the browser's to say, once the app has the page.
    await expect(page.locator('.stores-status strong').first()).toHaveText(/^(Aperto|Chiuso) ora$/)
    expect(kept, 'the list was drawn again').toBe(true)
    expect(calls, 'the stores came with the HTML').toEqual([])
    expect(problems).toEqual([])
  })

  test('a search and a page in the address are the server’s page too, taken over without asking again', async ({
    browser,
    page,
    request,
  }) => {
    // Six stores in Genova and one on Milano's Corso Genova: page 2 holds the last two.
    const listed = (await (await request.get('/cli/stores?s=5&p=1&q=genova')).json()) as {
      data: Array<{ name: string }>
    }
    const first = listed.data[0]?.name ?? ''
    expect(first).not.toBe('')
    const address = '/app/stores?q=genova&page=2'

    const noScript = await browser.newContext({ javaScriptEnabled: false })
    const html = await noScript.newPage()
    await html.goto(address)
    await expect(html.locator('.stores__list h2')).toHaveText(listed.data.map((store) => store.name))
    await expect(html.getByText('Pagina 2 di 2')).toBeVisible()
    await expect(html.getByLabel('Cerca un negozio')).toHaveValue('genova')
    await noScript.close()

    const problems = pageProblems(page)
    const calls = callsTo(page, /\/cli\/stores\?/)
    const kept = await takenOver(page, address, () => page.getByRole('link', { name: first, exact: true }))
    expect(kept, 'the list was drawn again').toBe(true)
    expect(calls, 'the stores came with the HTML').toEqual([])
    expect(problems).toEqual([])
    // The store's page carries the search, and its way back lands on the same page.
    await page.getByRole('link', { name: first, exact: true }).click()
    await expect(page.getByRole('heading', { level: 1, name: first })).toBeVisible()
    await page.getByRole('link', { name: 'Tutti i negozi' }).click()
    await expect(page).toHaveURL(/\/app\/stores\?q=genova&page=2$/)
    await expect(page.getByText('Pagina 2 di 2')).toBeVisible()
  })
})

/** A store that sells online (Turin's Lingotto) and one that does not, with their ids. */
async function storePages(request: APIRequestContext) {
  const online = (await (await request.get('/cli/stores/ecommerce?s=50&p=0')).json()) as {
    data: { id: number; name: string }[]
  }
  const all = (await (await request.get('/cli/stores?s=50&p=0')).json()) as {
    data: { id: number; name: string; address: { latitude: number; longitude: number } }[]
  }
  const selling = all.data.find((store) => store.name === 'Alpimare Torino Lingotto')
  const notSelling = all.data.find((store) => !online.data.some((shop) => shop.id === store.id))
  if (!selling || !notSelling) throw new Error('the seed has no store of each kind')
  return { selling, notSelling }
}

test.describe('a store’s page and a leaflet’s page, rendered by the server when asked for', () => {
  test('show their content in the HTML, with JavaScript switched off', async ({ browser, request }) => {
    const { selling, notSelling } = await storePages(request)
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(`/app/stores/${selling.id}`)
    await expect(page.getByRole('heading', { level: 1, name: selling.name })).toBeVisible()
    await expect(page).toHaveTitle(`${selling.name} – Tessera`)
    await expect(page.locator('.store-detail__address')).toContainText('Torino')
    await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(7)
    await expect(page.getByRole('link', { name: /^\d[\d ]+$/ })).toHaveAttribute('href', /^tel:/)
    await expect(
      page.getByRole('region', { name: 'Volantini del negozio' }).getByRole('img').first(),
    ).toBeVisible()
    const { latitude, longitude } = selling.address
    await expect(page.getByRole('link', { name: 'Indicazioni stradali' })).toHaveAttribute(
      'href',
      `https://www.google.com/maps/dir/?api=1&destination=${latitude},${longitude}`,
    )
    await expect(page.getByRole('link', { name: 'Fai la spesa qui' })).toHaveAttribute(
      'href',
      `/app/shop/${selling.id}`,
    )
    // Whether it is open now is the browser's to say, once the app runs.
    await expect(page.getByText(/^(Aperto|Chiuso) ora$/)).toHaveCount(0)
    await expect(page.getByText('Caricamento del negozio…')).toHaveCount(0)

    await page.goto(`/app/stores/${notSelling.id}`)
    await expect(page.getByRole('heading', { level: 1, name: notSelling.name })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Indicazioni stradali' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Fai la spesa qui' })).toHaveCount(0)

    const leaflets = (await (await request.get('/cli/cms/leaflets')).json()) as {
      data: Array<{ id: number; title: string; validTo: string | null }>
    }
    const leaflet = leaflets.data[0]
    if (!leaflet) throw new Error('no leaflet in the seed')
    await page.goto(`/app/leaflet?id=${leaflet.id}`)
    await expect(page.getByRole('heading', { level: 1, name: leaflet.title })).toBeVisible()
    await expect(page).toHaveTitle(`${leaflet.title} – Tessera`)
    if (leaflet.validTo) {
      const [year, month, day] = leaflet.validTo.split('-')
      await expect(page.locator('.leaflet__validity')).toContainText(`${day}/${month}/${year}`)
    }
    // Its first page's picture, before (here without) pdf.js.
    const cover = page.locator('.pdf-viewer__cover')
    await expect(cover).toBeVisible()
    await expect(cover).toHaveAttribute('alt', leaflet.title)
    await expect(cover).toHaveJSProperty('complete', true)
    await expect(page.getByRole('link', { name: 'Scarica il PDF' })).toHaveAttribute('href', /\.pdf$/)
    await context.close()
  })

  test('are taken over by the app without a redraw, a call or a console error', async ({ page, request }) => {
    const { selling } = await storePages(request)
    const leaflets = (await (await request.get('/cli/cms/leaflets')).json()) as {
      data: Array<{ id: number; title: string }>
    }
    const leaflet = leaflets.data[0]
    if (!leaflet) throw new Error('no leaflet in the seed')
    const problems = pageProblems(page)
    const calls = callsTo(page, /\/cli\//)

    const store = `/app/stores/${selling.id}`
    const keptStore = await takenOver(page, store, () =>
      page.getByRole('heading', { level: 1, name: selling.name }),
    )
    expect(keptStore, 'the store was drawn again').toBe(true)
    await expect(page.getByText(/^(Aperto|Chiuso) ora$/)).toBeVisible()
    await expect(page.locator('tbody tr[aria-current="date"]')).toHaveCount(1)

    const keptLeaflet = await takenOver(page, `/app/leaflet?id=${leaflet.id}`, () =>
      page.getByRole('heading', { level: 1, name: leaflet.title }),
    )
    expect(keptLeaflet, 'the leaflet was drawn again').toBe(true)
    // pdf.js then draws the first page in the cover's place.
    await expect(page.locator('canvas.pdf-viewer__canvas')).toBeVisible()
    await expect(page.locator('.pdf-viewer__cover')).toHaveCount(0)
    expect(calls, 'the data came with the HTML').toEqual([])
    expect(problems).toEqual([])
  })
})

test.describe('an address the app has no page for', () => {
  test('answers 404 with the app’s page, which says so; a deep link to a real page answers 200', async ({
    page,
    request,
  }) => {
    const nope = await page.goto('/app/nope')
    expect(nope?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'Pagina non trovata' })).toBeVisible()

    const store = await page.goto('/app/stores/999999')
    expect(store?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'Negozio non trovato' })).toBeVisible()

    const leaflet = await page.goto('/app/leaflet?id=987654')
    expect(leaflet?.status()).toBe(404)
    await expect(page.getByText('Questo volantino non è più disponibile', { exact: false })).toBeVisible()

    for (const path of [
      '/app/card',
      '/app/orders/12',
      '/app/lists/0b6f3c1e-5d2a-4f7b-9c1d-2e3f4a5b6c7d',
      '/app/shop/1/cart',
      '/app/totem/signup',
      '/app/stores/1',
    ]) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(200)
      expect(response.headers()['content-type'], path).toMatch(/^text\/html/)
    }
  })
})

test.describe('the pagers, before the app or without it', () => {
  test.use({ javaScriptEnabled: false })

  test('a page’s link opens the server’s page of that number, for the stores and a catalogue', async ({
    page,
    request,
  }) => {
    await page.goto('/app/stores')
    const first = await page.locator('.stores__list h2').allTextContents()
    const stores = page.getByRole('navigation', { name: 'Pagine dei negozi' })
    await expect(stores.getByRole('link', { name: 'Pagina 1', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await stores.getByRole('link', { name: 'Pagina 2', exact: true }).click()
    await expect(page).toHaveURL(/\/app\/stores\?page=2$/)
    await expect(page.getByText('Pagina 2 di 12')).toBeVisible()
    await expect(page.locator('.stores__list h2')).toHaveCount(5)
    await expect(page.locator('.stores__list h2')).not.toHaveText(first)
    await expect(stores.getByRole('link', { name: 'Pagina 2', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    )

    const shop = await shopPages(request)
    await page.goto(shop.catalogue)
    const catalogue = page.getByRole('navigation', { name: 'Pagine del catalogo' })
    await catalogue.getByRole('link', { name: 'Pagina 2', exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`${shop.secondPage.replace('?', '\\?')}$`))
    await expect(page.getByText(/^Pagina 2 di \d+$/)).toBeVisible()
    await expect(page.getByRole('list', { name: 'Prodotti' }).getByRole('listitem')).toHaveCount(20)
  })
})
