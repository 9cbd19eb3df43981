import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { expectNoAxeViolations } from './helpers/axe'
import { logIn, newCustomer } from './helpers/customers'
import { openMenu } from './helpers/menu'
import { serviceWorkerActivated } from './helpers/service-worker'

/** The customer's lists as the server has them. */
async function serverLists(request: APIRequestContext, customer: { email: string; password: string }) {
  const login = await (
    await request.post('/cli/profiles/login', {
      data: { username: customer.email, password: customer.password },
    })
  ).json()
  const answer = await (
    await request.get('/cli/smartlists', { headers: { authorization: `Bearer ${login.data.jwt}` } })
  ).json()
  return answer.data as {
    id: string
    name: string
    items: { name: string; checked: boolean; quantity: number }[]
  }[]
}

const STORE = 'Alpimare Torino Lingotto'

/** What the device keeps of the lists (lists-on-device.ts), as text. */
async function keptOnDevice(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        const open = indexedDB.open('keyval-store')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const store = open.result.transaction('keyval').objectStore('keyval')
          const all = store.getAll()
          all.onsuccess = () =>
            resolve(JSON.stringify(all.result.filter((v) => String(v).includes('"lists"'))))
        }
      }),
  )
}

test.describe('lists', () => {
  test('a customer makes a list, adds notes and products, ticks one off, stars a product; it all reaches the server', {
    tag: '@wide',
  }, async ({ page, request }) => {
    const customer = await newCustomer(request, 'lists', {
      firstName: 'Lia',
      lastName: 'Lista',
      birthDate: '1985-06-07',
      gender: 'FEMALE',
    })
    await page.route(
      (url) => url.hostname !== 'localhost',
      (route) => route.abort('internetdisconnected'),
    )
    await logIn(page, customer)
    await (await openMenu(page)).getByRole('link', { name: 'Le mie liste' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Le mie liste' })).toBeVisible()
    await expect(page.getByText('Non hai ancora liste: crea la prima qui sopra.')).toBeVisible()
    await page.getByRole('button', { name: 'Crea' }).click()
    await expect(page.getByText('Campo obbligatorio')).toBeVisible()
    await page.getByLabel('Nuova lista').fill('Spesa del sabato')
    await page.getByRole('button', { name: 'Crea' }).click()
    await page.getByRole('link', { name: 'Spesa del sabato' }).click()
    await expect(page.getByRole('heading', { level: 1, name: /Spesa del sabato/ })).toBeVisible()
    for (const note of ['Pane', 'Qualcosa per la torta']) {
      await page.getByLabel('Aggiungi alla lista').fill(note)
      await page.getByRole('button', { name: 'Aggiungi', exact: true }).click()
      await expect(page.getByText(note, { exact: true })).toBeVisible()
    }
    await page.getByRole('checkbox', { name: 'Pane' }).check()
    await expect(page.getByText('Da prendere: 1 su 2')).toBeVisible()
    await page.getByRole('button', { name: 'Uno in più: Qualcosa per la torta' }).click()
    await expectNoAxeViolations(page)

    // From a product of the catalogue, on its page: a star and "Aggiungi alla lista".
    await page.goto('/app/shop')
    await page.getByRole('link', { name: STORE }).click()
    const first = page.getByRole('list', { name: 'Prodotti' }).getByRole('listitem').first()
    const productName = (await first.getByRole('heading', { level: 2 }).textContent()) ?? ''
    await first.getByRole('link', { name: productName }).click()
    await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible()
    await page.getByRole('button', { name: `Preferito: ${productName}` }).click()
    await expect(page.getByRole('button', { name: `Preferito: ${productName}` })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await page.getByRole('button', { name: `Aggiungi alla lista: ${productName}` }).click()
    const dialog = page.getByRole('dialog')
    await expect(dialog.getByRole('radio', { name: 'Spesa del sabato' })).toBeChecked()
    await dialog.getByRole('button', { name: 'Aggiungi' }).click()
    await expect(page.getByText(`${productName} è nella lista «Spesa del sabato».`)).toBeVisible()

    await page.goto('/app/favorites')
    await expect(page.getByRole('link', { name: productName })).toBeVisible()
    await expectNoAxeViolations(page)

    await page.goto('/app/lists')
    await expect(page.getByText('1 da prendere', { exact: false })).toHaveCount(0)
    await expect(page.getByText(/2 da prendere · 3 voci/)).toBeVisible()
    await expectNoAxeViolations(page)

    await expect
      .poll(async () =>
        (await serverLists(request, customer)).map((list) => ({
          name: list.name,
          items: list.items.map((i) => `${i.name}:${i.quantity}:${i.checked}`).sort(),
        })),
      )
      .toEqual([
        {
          name: 'Spesa del sabato',
          items: [`${productName}:1:false`, 'Pane:1:true', 'Qualcosa per la torta:2:false'].sort(),
        },
      ])
  })

  test.describe('offline', () => {
    test.use({ serviceWorkers: 'allow' })

    test('a list edited offline after a cold start reaches the server once, when the app is opened again online', async ({
      context,
      page,
      request,
    }) => {
      const customer = await newCustomer(request, 'offlist', {
        firstName: 'Olivia',
        lastName: 'Offline',
        birthDate: '1979-11-12',
        gender: 'FEMALE',
      })
      await page.goto('/app/')
      await serviceWorkerActivated(page)
      await logIn(page, customer)
      await page.goto('/app/lists')
      await page.getByLabel('Nuova lista').fill('In corsia')
      await page.getByRole('button', { name: 'Crea' }).click()
      await page.getByRole('link', { name: 'In corsia' }).click()
      const listUrl = page.url()
      await page.getByLabel('Aggiungi alla lista').fill('Latte')
      await page.getByRole('button', { name: 'Aggiungi', exact: true }).click()
      await expect.poll(async () => (await serverLists(request, customer))[0]?.items.length).toBe(1)
      await expect(page.getByText('in attesa di rete')).toHaveCount(0)
      await expect.poll(() => keptOnDevice(page)).toContain('Latte')

      // In the aisle, no signal: the installed app opened cold.
      await context.setOffline(true)
      await page.close()
      const aisle = await context.newPage()
      await aisle.goto(listUrl)
      await expect(aisle.getByRole('heading', { level: 1, name: /In corsia/ })).toBeVisible()
      await expect(aisle.getByText('Latte', { exact: true })).toBeVisible()
      await aisle.getByRole('checkbox', { name: 'Latte' }).check()
      await aisle.getByLabel('Aggiungi alla lista').fill('Uova')
      await aisle.getByRole('button', { name: 'Aggiungi', exact: true }).click()
      await expect(aisle.getByText('in attesa di rete').first()).toBeVisible()
      await expect(aisle.getByText(/Sei offline: le modifiche restano su questo dispositivo/)).toBeVisible()
      // Kept on the device, the changes waiting with it, before the app is closed.
      await expect.poll(() => keptOnDevice(aisle)).toContain('Uova')
      await aisle.close()

      // Later, at home, online: the app opens on another page, and what waited leaves.
      await context.setOffline(false)
      const home = await context.newPage()
      await home.goto('/app/card')
      await expect
        .poll(async () =>
          (await serverLists(request, customer))[0]?.items.map((i) => `${i.name}:${i.checked}`).sort(),
        )
        .toEqual(['Latte:true', 'Uova:false'])
      await home.goto(listUrl)
      await expect(home.getByText('Da prendere: 1 su 2')).toBeVisible()
      await expect(home.getByText('in attesa di rete')).toHaveCount(0)

      // Logging out removes the lists from the device.
      await (await openMenu(home)).getByRole('button', { name: 'Esci' }).click()
      await expect
        .poll(() =>
          home.evaluate(
            () =>
              new Promise<string[]>((resolve) => {
                const open = indexedDB.open('keyval-store')
                open.onsuccess = () => {
                  const db = open.result
                  const all = db.transaction('keyval').objectStore('keyval').getAllKeys()
                  all.onsuccess = () =>
                    resolve((all.result as string[]).filter((k) => String(k).startsWith('tessera.lists.')))
                }
              }),
          ),
        )
        .toEqual([])
    })
  })
})
