import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Cart } from '../../../src/api/schemas/cart'
import { session } from '../../../src/features/auth/session'
import { polyfillDialog } from '../dialog-polyfill'
import { API, renderRoute } from '../render'
import { apples, cartOf, customer, ecommerceStore, line, page, pears, sessionCheck, steak } from './fixtures'

const server = setupServer()
let cart: Cart
const lineCalls: { productId: string; quantity: number }[] = []
const productCalls: number[] = []
beforeAll(() => {
  polyfillDialog()
  server.listen({ onUnhandledRequest: 'error' })
})
beforeEach(() => {
  cart = { ...cartOf([line(apples, 4), line(pears, 2), line(steak, 2)]), savingsCents: 280 }
  server.use(
    sessionCheck,
    http.get(`${API}/stores/ecommerce`, () =>
      HttpResponse.json(page([ecommerceStore(5, 'Alpimare Torino Lingotto', ['IN_STORE', 'AT_HOME'])])),
    ),
    http.get(`${API}/ecommerce/5/products/:id`, ({ params }) => {
      productCalls.push(Number(params.id))
      const p = [apples, pears, steak].find((x) => x.id === Number(params.id))
      return p ? HttpResponse.json({ code: 0, data: p }) : HttpResponse.json({ code: 4030, message: 'x' })
    }),
    http.get(`${API}/carts`, ({ request }) => {
      expect(new URL(request.url).searchParams.get('storeId')).toBe('5')
      return HttpResponse.json({ code: 0, data: cart })
    }),
    http.put(`${API}/carts/70/lines/:productId`, async ({ params, request }) => {
      const { quantity } = (await request.json()) as { quantity: number }
      lineCalls.push({ productId: String(params.productId), quantity })
      const id = Number(params.productId)
      const p = [apples, pears, steak].find((x) => x.id === id)
      if (!p) return HttpResponse.json({ code: 4030, message: 'x' })
      const lines = cart.lines.flatMap((l) =>
        l.productId !== id ? [l] : quantity === 0 ? [] : [line(p, quantity)],
      )
      cart = cartOf(lines)
      return HttpResponse.json({ code: 0, data: cart })
    }),
  )
  session.replaceUser(customer)
})
afterEach(() => {
  server.resetHandlers()
  lineCalls.length = 0
  productCalls.length = 0
  session.clear()
  vi.restoreAllMocks()
})
afterAll(() => server.close())

const lineOf = (name: string) =>
  within(screen.getByRole('heading', { level: 2, name }).closest('article') as HTMLElement)

describe('cart', () => {
  it('shows the lines, the weighed items marked, savings, total and the points it will earn', async () => {
    await renderRoute('/shop/5/cart')
    expect(await screen.findByRole('heading', { level: 1, name: 'Carrello' })).toBeInTheDocument()
    await screen.findByRole('heading', { level: 2, name: apples.name })
    expect(lineOf(apples.name).getByText('Importo: 8,36 €')).toBeInTheDocument()
    expect(lineOf(steak.name).getByText('Peso stimato')).toBeInTheDocument()
    expect(lineOf(steak.name).getByText('Importo stimato: 14,03 €')).toBeInTheDocument()
    // Weighed: the pieces, about how much they weigh, the price per kilo (never "2 × 23,39 € al kg").
    expect(lineOf(steak.name).getByText('2 pz (circa 600 g) · 23,39 €/kg')).toBeInTheDocument()
    expect(lineOf(pears.name).queryByText('Peso stimato')).not.toBeInTheDocument()

    const totals = screen.getByText('Totale stimato').closest('dl') as HTMLElement
    expect(within(totals).getByText('2,80 €')).toBeInTheDocument()
    // 8,36 + 6,98 + 14,03 = 29,37 €, of which 8,36 € own-brand: 29 + 8 = 37 points.
    expect(within(totals).getByText('29,37 €')).toBeInTheDocument()
    expect(await within(totals).findByText('circa 37 punti')).toBeInTheDocument()
    // The lines say which are own-brand: no product is asked for it.
    expect(productCalls).toEqual([])
    expect(screen.getByText(/Li decide lo scontrino/)).toBeInTheDocument()
    expect(screen.getByText(/I prodotti a peso sono stimati/)).toBeInTheDocument()
  })

  it('asks the products for their brand only where a kept cart’s lines do not say it', async () => {
    cart = cartOf([line(apples, 4, { ownBrand: undefined }), line(pears, 2)])
    await renderRoute('/shop/5/cart')
    const totals = (await screen.findByText('Totale')).closest('dl') as HTMLElement
    // 8,36 + 6,98 = 15,34 €, of which 8,36 € own-brand: 15 + 8 = 23 points.
    expect(await within(totals).findByText('circa 23 punti')).toBeInTheDocument()
    expect(productCalls).toEqual([apples.id])
  })

  it('changes quantities and removes a line', async () => {
    await renderRoute('/shop/5/cart')
    await screen.findByRole('heading', { level: 2, name: pears.name })
    const u = userEvent.setup()
    await u.click(lineOf(pears.name).getByRole('button', { name: `Uno in meno: ${pears.name}` }))
    await waitFor(() => expect(lineOf(pears.name).getByText('Importo: 3,49 €')).toBeInTheDocument())
    await u.click(lineOf(pears.name).getByRole('button', { name: `Togli dal carrello: ${pears.name}` }))
    await waitFor(() =>
      expect(screen.queryByRole('heading', { level: 2, name: pears.name })).not.toBeInTheDocument(),
    )
    expect(lineCalls).toEqual([
      { productId: '2', quantity: 1 },
      { productId: '2', quantity: 0 },
    ])
  })

  it('marks a product the store no longer sells, out of the total, and lets it be removed', async () => {
    cart = { ...cartOf([line(pears, 1)]), lines: [line(pears, 1), line(apples, 2, { available: false })] }
    await renderRoute('/shop/5/cart')
    await screen.findByRole('heading', { level: 2, name: apples.name })
    const gone = lineOf(apples.name)
    expect(gone.getByText('Il negozio non vende più questo prodotto: non è nel totale.')).toBeInTheDocument()
    await userEvent.setup().click(gone.getByRole('button', { name: 'Rimuovi' }))
    await waitFor(() => expect(lineCalls).toEqual([{ productId: '1', quantity: 0 }]))
  })

  it('says when the cart is empty, with the way to the catalogue', async () => {
    cart = cartOf([])
    await renderRoute('/shop/5/cart')
    expect(await screen.findByText('Il carrello è vuoto.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Sfoglia il catalogo' })).toHaveAttribute('href', '/app/shop/5')
  })

  it("shows the server's message when the cart cannot be read, and tries again", async () => {
    let fail = true
    server.use(
      http.get(`${API}/carts`, () =>
        fail
          ? HttpResponse.json({ code: 4004, message: 'Carrello non trovato' })
          : HttpResponse.json({ code: 0, data: cart }),
      ),
    )
    vi.spyOn(console, 'error').mockImplementation(() => {})
    await renderRoute('/shop/5/cart')
    expect(await screen.findByText('Carrello non trovato')).toBeInTheDocument()
    fail = false
    await userEvent.setup().click(screen.getByRole('button', { name: 'Riprova' }))
    expect(await screen.findByRole('heading', { level: 2, name: apples.name })).toBeInTheDocument()
  })

  it('empties the cart after a confirmation', async () => {
    server.use(http.delete(`${API}/carts/70`, () => HttpResponse.json({ code: 0, data: cartOf([]) })))
    await renderRoute('/shop/5/cart')
    await screen.findByRole('heading', { level: 2, name: apples.name })
    const u = userEvent.setup()
    await u.click(screen.getByRole('button', { name: 'Svuota il carrello' }))
    const dialog = await screen.findByRole('dialog', { name: 'Vuoi svuotare il carrello?' })
    await u.click(within(dialog).getByRole('button', { name: 'Sì, svuota' }))
    expect(await screen.findByText('Il carrello è vuoto.')).toBeInTheDocument()
  })
})
