import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import * as v from 'valibot'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type Cart, CartLineChange } from '../../../src/api/schemas/cart'
import { session } from '../../../src/features/auth/session'
import { polyfillDialog } from '../dialog-polyfill'
import { API, renderRoute } from '../render'
import { apples, cartOf, customer, ecommerceStore, line, page, pears, sessionCheck, steak } from './fixtures'

const server = setupServer()
const products = [apples, pears, steak]
let cart: Cart
/** The PUT bodies, as the contract reads them. */
let puts: { productId: number; body: v.InferOutput<typeof CartLineChange> }[]
/** While set, a PUT is refused with this code and message. */
let refusal: { code: number; message: string } | null
/** While set, a PUT waits for it before answering. */
let gate: Promise<void> | null

beforeAll(() => {
  polyfillDialog()
  server.listen({ onUnhandledRequest: 'error' })
})
beforeEach(() => {
  cart = cartOf([line(apples, 2), line(pears, 2)])
  puts = []
  refusal = null
  gate = null
  server.use(
    sessionCheck,
    http.get(`${API}/stores/ecommerce`, () =>
      HttpResponse.json(page([ecommerceStore(5, 'Alpimare Torino Lingotto', ['IN_STORE'])])),
    ),
    http.get(`${API}/ecommerce/5/products`, ({ request }) => {
      const q = (new URL(request.url).searchParams.get('q') ?? '').toLowerCase()
      return HttpResponse.json(page(products.filter((p) => p.name.toLowerCase().includes(q))))
    }),
    http.get(`${API}/ecommerce/5/products/:id`, ({ params }) => {
      const p = products.find((x) => x.id === Number(params.id))
      return p ? HttpResponse.json({ code: 0, data: p }) : HttpResponse.json({ code: 4030, message: 'x' })
    }),
    http.get(`${API}/carts`, () => HttpResponse.json({ code: 0, data: cart })),
    http.put(`${API}/carts/70/lines/:productId`, async ({ params, request }) => {
      // The body the screens send must be the contract's (a quantity, the choice as it is sent).
      const body = v.parse(CartLineChange, await request.json())
      const productId = Number(params.productId)
      puts.push({ productId, body })
      if (gate) await gate
      if (refusal) return HttpResponse.json(refusal)
      cart = cartOf(
        cart.lines.map((l) =>
          l.productId === productId
            ? { ...l, quantity: body.quantity, substitution: body.substitution ?? l.substitution }
            : l,
        ),
      )
      return HttpResponse.json({ code: 0, data: cart })
    }),
  )
  session.replaceUser(customer)
})
afterEach(() => {
  server.resetHandlers()
  session.clear()
})
afterAll(() => server.close())

const lineOf = (name: string) =>
  within(screen.getByRole('heading', { level: 2, name }).closest('li') as HTMLElement)

async function openChoice(name: string) {
  await screen.findByRole('heading', { level: 2, name })
  await userEvent
    .setup()
    .click(lineOf(name).getByRole('button', { name: `Cambia cosa fare se manca: ${name}` }))
  return within(await screen.findByRole('dialog', { name: `Se manca: ${name}` }))
}

describe("a cart line's substitution choice", () => {
  it('is "Prodotto simile" for a new line, with the way to change it', async () => {
    await renderRoute('/shop/5/cart')
    await screen.findByRole('heading', { level: 2, name: pears.name })
    expect(lineOf(pears.name).getByText('Prodotto simile')).toBeInTheDocument()
    expect(lineOf(pears.name).getByText(/Se manca:/)).toHaveTextContent('Se manca: Prodotto simile')
    const dialog = await openChoice(pears.name)
    expect(dialog.getByRole('radio', { name: /^Prodotto simile/ })).toBeChecked()
    expect(dialog.getByRole('radio', { name: /^Questo prodotto/ })).not.toBeChecked()
    expect(dialog.getByRole('radio', { name: /^Nessuna sostituzione/ })).not.toBeChecked()
  })

  it('changes to "Nessuna sostituzione" through the line\'s PUT, keeping the quantity, shown at once', async () => {
    const u = userEvent.setup()
    let open: () => void = () => {}
    gate = new Promise((resolve) => {
      open = resolve
    })
    await renderRoute('/shop/5/cart')
    const dialog = await openChoice(pears.name)
    await u.click(dialog.getByRole('radio', { name: /^Nessuna sostituzione/ }))
    await u.click(dialog.getByRole('button', { name: 'Salva la scelta' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    // Shown while it is on its way, before the server has answered.
    expect(lineOf(pears.name).getByText('Nessuna sostituzione')).toBeInTheDocument()
    expect(lineOf(pears.name).getByText('Salvataggio della scelta…')).toBeInTheDocument()
    open()
    await waitFor(() =>
      expect(lineOf(pears.name).queryByText('Salvataggio della scelta…')).not.toBeInTheDocument(),
    )
    expect(lineOf(pears.name).getByText('Nessuna sostituzione')).toBeInTheDocument()
    expect(puts).toEqual([{ productId: pears.id, body: { quantity: 2, substitution: { mode: 'NONE' } } }])
    expect(cart.lines.find((l) => l.productId === pears.id)?.substitution).toEqual({ mode: 'NONE' })
  })

  it('names a product of the store found by a search ("Questo prodotto")', async () => {
    const u = userEvent.setup()
    await renderRoute('/shop/5/cart')
    const dialog = await openChoice(pears.name)
    await u.click(dialog.getByRole('radio', { name: /^Questo prodotto/ }))
    // Saving without a product says what is missing, and sends nothing.
    await u.click(dialog.getByRole('button', { name: 'Salva la scelta' }))
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Scegli il prodotto che il negozio ti darà al suo posto.',
    )
    expect(puts).toEqual([])

    await u.type(dialog.getByRole('searchbox', { name: 'Cerca il prodotto sostitutivo' }), 'mele')
    const found = await dialog.findByRole('group', { name: 'Prodotti trovati' })
    const option = await within(found).findByRole('radio', { name: new RegExp(`^${apples.name}`) })
    // Name, brand and price of each product found; never the line's own product.
    expect(option.closest('label')).toHaveTextContent(/Alpimare · 2,09\s€ al pezzo/)
    expect(within(found).queryByRole('radio', { name: new RegExp(`^${pears.name}`) })).not.toBeInTheDocument()
    await u.click(option)
    expect(dialog.getByText(/^Scelto:/)).toHaveTextContent(`Scelto: ${apples.name}`)
    await u.click(dialog.getByRole('button', { name: 'Salva la scelta' }))

    await waitFor(() =>
      expect(puts).toEqual([
        {
          productId: pears.id,
          body: { quantity: 2, substitution: { mode: 'SPECIFIC', productId: apples.id } },
        },
      ]),
    )
    expect(await lineOf(pears.name).findByText(`· ${apples.name}`, { exact: false })).toBeInTheDocument()
    expect(lineOf(pears.name).getByText('Questo prodotto')).toBeInTheDocument()
  })

  it('a refused change keeps the saved choice, says why, and saves the wanted one again', async () => {
    const u = userEvent.setup()
    refusal = { code: 4004, message: 'Carrello non trovato' }
    await renderRoute('/shop/5/cart')
    const dialog = await openChoice(apples.name)
    await u.click(dialog.getByRole('radio', { name: /^Nessuna sostituzione/ }))
    await u.click(dialog.getByRole('button', { name: 'Salva la scelta' }))

    const alert = await lineOf(apples.name).findByRole('alert')
    expect(alert).toHaveTextContent(
      'La scelta «Nessuna sostituzione» non è stata salvata: Carrello non trovato',
    )
    // The line shows what the server keeps.
    expect(lineOf(apples.name).getByText('Prodotto simile')).toBeInTheDocument()

    refusal = null
    await u.click(within(alert).getByRole('button', { name: 'Salva di nuovo' }))
    await waitFor(() => expect(lineOf(apples.name).queryByRole('alert')).not.toBeInTheDocument())
    expect(lineOf(apples.name).getByText('Nessuna sostituzione')).toBeInTheDocument()
    expect(puts.map((p) => p.body)).toEqual([
      { quantity: 2, substitution: { mode: 'NONE' } },
      { quantity: 2, substitution: { mode: 'NONE' } },
    ])
  })

  it('offline, says the choice is not saved and keeps it to save again', async () => {
    const u = userEvent.setup()
    await renderRoute('/shop/5/cart')
    const dialog = await openChoice(apples.name)
    await u.click(dialog.getByRole('radio', { name: /^Nessuna sostituzione/ }))
    server.use(http.put(`${API}/carts/70/lines/:productId`, () => HttpResponse.error()))
    await u.click(dialog.getByRole('button', { name: 'Salva la scelta' }))
    const alert = await lineOf(apples.name).findByRole('alert')
    expect(alert).toHaveTextContent(/^La scelta «Nessuna sostituzione» non è stata salvata:/)
    expect(within(alert).getByRole('button', { name: 'Salva di nuovo' })).toBeInTheDocument()
    expect(lineOf(apples.name).getByText('Prodotto simile')).toBeInTheDocument()
  })
})
