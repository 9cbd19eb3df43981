import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Cart } from '../../../src/api/schemas/cart'
import type { Favorite } from '../../../src/api/schemas/smartlists'

/** What the page keeps on the device: idb-keyval over a Map (jsdom has no IndexedDB). */
const stored = new Map<string, unknown>()
vi.mock('idb-keyval', async () => (await import('../idb-keyval-in-memory')).idbKeyvalOver(stored))

const { session } = await import('../../../src/features/auth/session')
const { API, renderRoute } = await import('../render')
// The page loads the shop's part apart: compiled here once, not inside a test's time.
await import('../../../src/features/shop/FavoriteInStore')
const { apples, cartOf, customer, ecommerceStore, line, page, pears, receiptsIn } = await import(
  '../shop/fixtures'
)

const favoriteOf = (p: typeof apples): Favorite => ({
  productId: p.id,
  ean: p.ean,
  name: p.name,
  brand: p.brand,
  ownBrand: p.ownBrand,
  imageUrl: p.imageUrl,
  starredAt: '2026-11-20T10:00:00Z',
})

const server = setupServer()
let cart: Cart
/** The cart lines the page set: product and quantity. */
const lineCalls: string[] = []
const productCalls: string[] = []

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => {
  stored.clear()
  localStorage.clear()
  cart = cartOf([])
  server.use(
    http.get(`${API}/profiles/login`, () => HttpResponse.json({ code: 0, data: customer })),
    http.get(`${API}/smartlists`, () => HttpResponse.json({ code: 0, data: [] })),
    http.get(`${API}/favorites`, () =>
      HttpResponse.json({ code: 0, data: [favoriteOf(apples), favoriteOf(pears)] }),
    ),
    http.get(`${API}/stores/ecommerce`, () =>
      HttpResponse.json(page([ecommerceStore(5, 'Alpimare Torino Lingotto', ['IN_STORE', 'AT_HOME'])])),
    ),
    http.get(`${API}/ecommerce/5/products/:productId`, ({ params }) => {
      productCalls.push(String(params.productId))
      if (params.productId === '1') return HttpResponse.json({ code: 0, data: apples })
      // The store does not sell the pears.
      return HttpResponse.json({ code: 4030, message: 'Prodotto sconosciuto per lo store indicato' })
    }),
    http.get(`${API}/receipts`, () => receiptsIn([])),
    http.get(`${API}/carts`, () => HttpResponse.json({ code: 0, data: cart })),
    http.put(`${API}/carts/70/lines/:productId`, async ({ params, request }) => {
      const { quantity } = (await request.json()) as { quantity: number }
      lineCalls.push(`${params.productId} × ${quantity}`)
      cart = cartOf(quantity === 0 ? [] : [line(apples, quantity)])
      return HttpResponse.json({ code: 0, data: cart })
    }),
  )
  session.replaceUser(customer)
})
afterEach(() => {
  server.resetHandlers()
  lineCalls.length = 0
  productCalls.length = 0
})
afterAll(() => server.close())

const row = (name: string) => within(screen.getByRole('link', { name }).closest('li') as HTMLElement)

describe('favorites in the chosen store', () => {
  it("show the store's price and add to its cart, and say what the store does not sell", async () => {
    localStorage.setItem('tessera.shop.store', '5')
    const u = userEvent.setup()
    await renderRoute('/favorites')

    expect(await screen.findByText(/Prezzi e carrello di Alpimare Torino Lingotto\./)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Cambia negozio' })).toHaveAttribute('href', '/app/shop')
    expect(screen.getByRole('link', { name: 'Vai al carrello' })).toHaveAttribute('href', '/app/shop/5/cart')

    const applesRow = row(apples.name)
    // The promo price, with the lowest of the 30 days before it struck through (docs/ordering.md).
    expect(await applesRow.findByText('2,09 € al pezzo')).toBeInTheDocument()
    // (2,59 € is also in the line that names it the lowest of the 30 days.)
    expect(applesRow.getAllByText('2,59 €', { exact: false }).map((e) => e.tagName)).toContain('DEL')
    expect(await row(pears.name).findByText('Non in vendita in questo negozio.')).toBeInTheDocument()
    expect(row(pears.name).queryByRole('button', { name: /Aggiungi al carrello/ })).toBeNull()

    await u.click(applesRow.getByRole('button', { name: `Aggiungi al carrello: ${apples.name}` }))
    await waitFor(() => expect(lineCalls).toEqual(['1 × 1']))
    // Once in the cart, the stepper: − 1 +.
    await u.click(await applesRow.findByRole('button', { name: `Uno in più: ${apples.name}` }))
    await waitFor(() => expect(lineCalls).toEqual(['1 × 1', '1 × 2']))
    expect(productCalls.sort()).toEqual(['1', '2'])
  })

  it("without a store chosen on the device, are priced in the customer's own store", async () => {
    server.use(http.get(`${API}/receipts`, () => receiptsIn([5])))
    await renderRoute('/favorites')
    expect(await screen.findByText(/Prezzi e carrello di Alpimare Torino Lingotto\./)).toBeInTheDocument()
    expect(await row(apples.name).findByText('2,09 € al pezzo')).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Scegli il negozio' })).toBeNull()
  })

  it('without a chosen store say so and link to choosing one, asking no prices', async () => {
    await renderRoute('/favorites')
    expect(await screen.findByText(apples.name)).toBeInTheDocument()
    expect(
      screen.getByText(
        'Scegli il negozio dove fai la spesa per vedere i prezzi dei preferiti e aggiungerli al carrello.',
        { exact: false },
      ),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Scegli il negozio' })).toHaveAttribute('href', '/app/shop')
    expect(screen.queryByRole('button', { name: /Aggiungi al carrello/ })).toBeNull()
    expect(productCalls).toEqual([])
  })
})
