import { onlineManager } from '@tanstack/react-query'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Smartlist } from '../../../src/api/schemas/smartlists'

/** What the page keeps on the device: idb-keyval over a Map (jsdom has no IndexedDB). */
const stored = new Map<string, unknown>()
vi.mock('idb-keyval', async () => (await import('../idb-keyval-in-memory')).idbKeyvalOver(stored))

const { session } = await import('../../../src/features/auth/session')
const { forgetTheCustomerOnTheWeb } = await import('../../../src/app/session-end')
const { API, renderRoute } = await import('../render')
const { cartOf, customer, ecommerceStore, line, page, product, receiptsIn } = await import('../shop/fixtures')

const server = setupServer()
let lists: Smartlist[] = []
/** What reached the server, in order. */
const sent: string[] = []

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => {
  lists = []
  stored.clear()
  server.use(
    http.get(`${API}/profiles/login`, () => HttpResponse.json({ code: 0, data: customer })),
    http.get(`${API}/smartlists`, () => HttpResponse.json({ code: 0, data: lists })),
    // The lists live (use-lists-live.ts): a stream that stays open and tells nothing here.
    http.get(
      `${API}/smartlists/events`,
      () =>
        new HttpResponse(
          new ReadableStream({
            start: (controller) => controller.enqueue(new TextEncoder().encode(':\n\n')),
          }),
          {
            headers: { 'content-type': 'text/event-stream' },
          },
        ),
    ),
    http.get(`${API}/favorites`, () => HttpResponse.json({ code: 0, data: [] })),
    http.get(`${API}/receipts`, () => receiptsIn([])),
    http.get(`${API}/stores/ecommerce`, () =>
      HttpResponse.json({ code: 0, data: [], totalPages: 0, number: 0 }),
    ),
    http.put(`${API}/smartlists/:listId`, async ({ params, request }) => {
      const { name, changedAt } = (await request.json()) as { name: string; changedAt: string }
      sent.push(`list ${name}`)
      const id = String(params.listId)
      const found = lists.find((l) => l.id === id)
      if (found) found.name = name
      else lists.push({ id, name, items: [], changedAt, owner: true, shared: false })
      return HttpResponse.json({ code: 0, data: lists.find((l) => l.id === id) })
    }),
    http.put(`${API}/smartlists/:listId/items/:itemId`, async ({ params, request }) => {
      const body = (await request.json()) as {
        text: string | null
        quantity: number
        checked: boolean
        changedAt: string
      }
      sent.push(`item ${body.text} ${body.quantity} ${body.checked}`)
      const list = lists.find((l) => l.id === params.listId)
      if (!list) return HttpResponse.json({ code: 404, message: 'Lista non trovata' }, { status: 404 })
      const id = String(params.itemId)
      const item = {
        id,
        productId: null,
        name: body.text ?? '',
        imageUrl: null,
        quantity: body.quantity,
        checked: body.checked,
        changedAt: body.changedAt,
        changedBy: 'Giulia',
      }
      list.items = [...list.items.filter((i) => i.id !== id), item]
      return HttpResponse.json({ code: 0, data: list })
    }),
  )
  session.replaceUser(customer)
})
afterEach(() => {
  server.resetHandlers()
  sent.length = 0
  onlineManager.setOnline(true)
})
afterAll(() => server.close())

async function createList(u: ReturnType<typeof userEvent.setup>, name: string) {
  await u.type(await screen.findByLabelText('Nuova lista'), name)
  await u.click(screen.getByRole('button', { name: 'Crea' }))
}

/** Mario's list "Di casa", shared with Giulia (member 99): answers the list's id. */
function sharedWithGiulia(): string {
  const id = '0d5e7c1a-2b3c-4d5e-8f90-a1b2c3d4e5f6'
  lists = [
    { id, name: 'Di casa', items: [], changedAt: '2026-11-24T10:00:00.000Z', owner: true, shared: true },
  ]
  server.use(
    http.get(`${API}/smartlists/:listId/members`, () =>
      HttpResponse.json({
        code: 0,
        data: [
          { id: customer.id, firstName: 'Mario', owner: true, joinedAt: '2026-11-24T10:00:00.000Z' },
          { id: 99, firstName: 'Giulia', owner: false, joinedAt: '2026-11-25T10:00:00.000Z' },
        ],
      }),
    ),
  )
  return id
}

describe('shopping lists', () => {
  it('keeps keyboard focus on the match row when its "Conferma" goes ("Aggiunto al carrello.")', async () => {
    const id = '8b2c3d4e-5f6a-4b7c-9d8e-0f1a2b3c4d5e'
    const item = {
      id: 'a2',
      productId: null,
      name: 'Uova',
      imageUrl: null,
      quantity: 1,
      checked: false,
      changedAt: '2026-11-24T10:00:00.000Z',
      changedBy: 'Mario',
    }
    lists = [
      { id, name: 'Torta', items: [item], changedAt: '2026-11-24T10:00:00.000Z', owner: true, shared: false },
    ]
    const eggs = product(9, 'Uova fresche Alpimare 6 uova')
    server.use(
      http.get(`${API}/stores/ecommerce`, () =>
        HttpResponse.json(page([ecommerceStore(5, 'Alpimare Torino Crocetta', ['IN_STORE'])])),
      ),
      http.post(`${API}/smartlists/:listId/to-cart`, () =>
        HttpResponse.json({
          code: 0,
          data: {
            cart: cartOf([]),
            missing: [{ productId: null, name: 'Uova', quantity: 1, matches: [eggs] }],
          },
        }),
      ),
      http.put(`${API}/carts/70/lines/9`, () =>
        HttpResponse.json({ code: 0, data: cartOf([line(eggs, 1)]) }),
      ),
    )
    const u = userEvent.setup()
    await renderRoute(`/lists/${id}`)
    await screen.findByRole('option', { name: 'Alpimare Torino Crocetta' })
    await u.selectOptions(screen.getByLabelText('Negozio'), 'Alpimare Torino Crocetta')
    await u.click(screen.getByRole('button', { name: 'Metti nel carrello' }))
    const confirm = await screen.findByRole('button', { name: /^Conferma per «Uova»/ })
    confirm.focus()
    await u.keyboard('{Enter}')
    expect(await screen.findByText('Aggiunto al carrello.')).toHaveFocus()
  })

  it('says the cart is still empty, not "ci sono 0 prodotti", when every item is to confirm', async () => {
    const id = '9c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f'
    const item = (itemId: string, name: string) => ({
      id: itemId,
      productId: null,
      name,
      imageUrl: null,
      quantity: 1,
      checked: false,
      changedAt: '2026-11-24T10:00:00.000Z',
      changedBy: 'Mario',
    })
    lists = [
      {
        id,
        name: 'Torta',
        items: [item('a3', 'Uova'), item('a4', 'Zafferano')],
        changedAt: '2026-11-24T10:00:00.000Z',
        owner: true,
        shared: false,
      },
    ]
    const eggs = product(9, 'Uova fresche Alpimare 6 uova')
    server.use(
      http.get(`${API}/stores/ecommerce`, () =>
        HttpResponse.json(page([ecommerceStore(5, 'Alpimare Torino Crocetta', ['IN_STORE'])])),
      ),
      http.post(`${API}/smartlists/:listId/to-cart`, () =>
        HttpResponse.json({
          code: 0,
          data: {
            cart: cartOf([]),
            missing: [
              { productId: null, name: 'Uova', quantity: 1, matches: [eggs] },
              { productId: null, name: 'Zafferano', quantity: 2, matches: [] },
            ],
          },
        }),
      ),
      http.put(`${API}/carts/70/lines/9`, () =>
        HttpResponse.json({ code: 0, data: cartOf([line(eggs, 1)]) }),
      ),
    )
    const u = userEvent.setup()
    await renderRoute(`/lists/${id}`)
    await screen.findByRole('option', { name: 'Alpimare Torino Crocetta' })
    await u.selectOptions(screen.getByLabelText('Negozio'), 'Alpimare Torino Crocetta')
    await u.click(screen.getByRole('button', { name: 'Metti nel carrello' }))
    expect(
      await screen.findByText('Il carrello di Alpimare Torino Crocetta è ancora vuoto.'),
    ).toBeInTheDocument()
    expect(screen.queryByText(/ci sono 0/)).toBeNull()
    expect(screen.getByText(/Il negozio non vende:/)).toHaveTextContent(/non vende: Zafferano$/)
    await u.click(screen.getByRole('button', { name: /^Conferma per «Uova»/ }))
    expect(
      await screen.findByText("Nel carrello di Alpimare Torino Crocetta c'è 1 prodotto."),
    ).toBeInTheDocument()
  })

  it('says why "Metti nel carrello" does nothing while no store is chosen', async () => {
    const id = '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d'
    const item = {
      id: 'a1',
      productId: null,
      name: 'Uova',
      imageUrl: null,
      quantity: 1,
      checked: false,
      changedAt: '2026-11-24T10:00:00.000Z',
      changedBy: 'Mario',
    }
    lists = [
      { id, name: 'Torta', items: [item], changedAt: '2026-11-24T10:00:00.000Z', owner: true, shared: false },
    ]
    await renderRoute(`/lists/${id}`)
    const toCart = await screen.findByRole('region', { name: 'Fai la spesa online con questa lista' })
    expect(await within(toCart).findByText('Scegli il negozio in cui fare la spesa.')).toBeInTheDocument()
  })

  it('starts the store of "Metti nel carrello" on the customer\'s own store when none was chosen on the device', async () => {
    const id = '6f0a1b2c-3d4e-4f5a-8b6c-7d8e9f0a1b2c'
    lists = [
      { id, name: 'Torta', items: [], changedAt: '2026-11-24T10:00:00.000Z', owner: true, shared: false },
    ]
    server.use(
      http.get(`${API}/stores/ecommerce`, () =>
        HttpResponse.json(
          page([
            ecommerceStore(4, 'Alpimare Torino Crocetta', ['IN_STORE']),
            ecommerceStore(5, 'Alpimare Torino Lingotto', ['IN_STORE']),
          ]),
        ),
      ),
      http.get(`${API}/receipts`, () => receiptsIn([5])),
    )
    const u = userEvent.setup()
    await renderRoute(`/lists/${id}`)
    const store = await screen.findByLabelText('Negozio')
    await waitFor(() => expect(store).toHaveValue('5'))
    // The customer's choice here holds.
    await u.selectOptions(store, 'Alpimare Torino Crocetta')
    expect(store).toHaveValue('4')
  })

  it('names the owner once among the members: "tu, hai creato la lista", not two brackets in a row', async () => {
    await renderRoute(`/lists/${sharedWithGiulia()}`)
    const members = await screen.findByRole('list', { name: 'Chi usa la lista' })
    const rows = await within(members).findAllByRole('listitem')
    expect(rows[0]).toHaveTextContent(/^Mario \(tu, hai creato la lista\)$/)
    expect(rows[1]).toHaveTextContent(/^Giulia\s*Rimuovi$/)
  })

  it('asks the owner before removing a member, and removes only on "Sì, togli"', async () => {
    const u = userEvent.setup()
    const id = sharedWithGiulia()
    const removed: string[] = []
    server.use(
      http.delete(`${API}/smartlists/:listId/members/:memberId`, ({ params }) => {
        removed.push(String(params.memberId))
        return HttpResponse.json({ code: 0, data: null })
      }),
    )
    await renderRoute(`/lists/${id}`)
    await u.click(await screen.findByRole('button', { name: 'Rimuovi Giulia' }))
    const dialog = await screen.findByRole('dialog', { name: 'Vuoi togliere Giulia dalla lista «Di casa»?' })
    await u.click(within(dialog).getByRole('button', { name: 'Annulla' }))
    expect(removed).toEqual([])
    await u.click(screen.getByRole('button', { name: 'Rimuovi Giulia' }))
    await u.click(
      within(await screen.findByRole('dialog', { name: /Vuoi togliere Giulia/ })).getByRole('button', {
        name: 'Sì, togli',
      }),
    )
    await waitFor(() => expect(removed).toEqual(['99']))
  })

  it('creates a list, refusing an empty name, and the server gets it', async () => {
    const u = userEvent.setup()
    await renderRoute('/lists')
    expect(await screen.findByText('Non hai ancora liste: crea la prima qui sopra.')).toBeInTheDocument()
    await u.click(screen.getByRole('button', { name: 'Crea' }))
    expect(await screen.findByText('Campo obbligatorio')).toBeInTheDocument()
    await createList(u, 'Sabato')
    expect(await screen.findByRole('link', { name: 'Sabato' })).toBeInTheDocument()
    await waitFor(() => expect(sent).toEqual(['list Sabato']))
  })

  it('offline, changes show at once as waiting, are kept on the device, and leave in order when the network is back', async () => {
    const u = userEvent.setup()
    await renderRoute('/lists')
    await createList(u, 'In corsia')
    await u.click(await screen.findByRole('link', { name: 'In corsia' }))
    await waitFor(() => expect(sent).toEqual(['list In corsia']))

    onlineManager.setOnline(false)
    for (const note of ['Latte', 'Uova']) {
      await u.type(await screen.findByLabelText('Aggiungi alla lista'), note)
      await u.click(screen.getByRole('button', { name: 'Aggiungi' }))
    }
    await u.click(await screen.findByRole('checkbox', { name: /Latte/ }))
    expect(screen.getByRole('checkbox', { name: /Latte/ })).toBeChecked()
    // The list follows once the ticked box is drawn (issue 33: the tap's next paint comes first).
    expect(await screen.findByText('Da prendere: 1 su 2')).toBeInTheDocument()
    expect(screen.getAllByText('in attesa di rete').length).toBeGreaterThan(0)
    expect(sent).toEqual(['list In corsia'])
    // On the device: the three changes, waiting.
    await waitFor(() => {
      const kept = JSON.parse(String(stored.get(`tessera.lists.${customer.id}`)))
      expect(kept.clientState.mutations).toHaveLength(3)
    })

    onlineManager.setOnline(true)
    await waitFor(() =>
      expect(sent).toEqual([
        'list In corsia',
        'item Latte 1 false',
        'item Uova 1 false',
        'item Latte 1 true',
      ]),
    )
    await waitFor(() => expect(screen.queryByText('in attesa di rete')).not.toBeInTheDocument())
  })

  it('a change the server refuses is dropped with its message, and the lists are read again', async () => {
    const u = userEvent.setup()
    lists = [
      {
        id: '6f1c2a8e-1b5d-4c1e-9a3f-2d7e8b9c0a11',
        name: 'Vecchia',
        items: [],
        changedAt: '2026-11-24T10:00:00.000Z',
        owner: true,
        shared: false,
      },
    ]
    await renderRoute('/lists/6f1c2a8e-1b5d-4c1e-9a3f-2d7e8b9c0a11')
    await screen.findByRole('heading', { level: 1, name: /Vecchia/ })
    // Deleted on another device meanwhile.
    lists = []
    await u.type(screen.getByLabelText('Aggiungi alla lista'), 'Sale')
    await u.click(screen.getByRole('button', { name: 'Aggiungi' }))
    expect(await screen.findByText('Lista non trovata')).toBeInTheDocument()
    expect(await screen.findByText("Questa lista non c'è più.")).toBeInTheDocument()
  })

  it("the server's lists follow the device's copy, however fresh the copy says it is", async () => {
    const u = userEvent.setup()
    const before = await renderRoute('/lists')
    await createList(u, 'Sul telefono')
    await waitFor(() => expect(String(stored.get(`tessera.lists.${customer.id}`))).toContain('Sul telefono'))
    // Meanwhile (a change whose copy the page was left too soon to write, another device): the
    // server holds one more list than the copy, which is seconds old.
    lists.push({
      id: 'b3d1f0e2-8c4a-4e5b-9f6d-1a2b3c4d5e6f',
      name: 'Dal computer',
      items: [],
      changedAt: '2026-11-27T07:00:00.000Z',
      owner: true,
      shared: false,
    })
    before.unmount()
    await renderRoute('/lists')
    expect(await screen.findByRole('link', { name: 'Dal computer' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Sul telefono' })).toBeInTheDocument()
  })

  it('logging out removes the lists from the device', async () => {
    const u = userEvent.setup()
    const { queryClient } = await renderRoute('/lists')
    await createList(u, 'Da togliere')
    await waitFor(() => expect(stored.has(`tessera.lists.${customer.id}`)).toBe(true))
    // As the web's boot wires the end of a session (the saved card is another test's).
    const stop = forgetTheCustomerOnTheWeb(queryClient, { forget: () => {} })
    session.clear()
    stop()
    await waitFor(() => expect([...stored.keys()].filter((k) => k.startsWith('tessera.lists.'))).toEqual([]))
    expect(within(document.body).queryByText('Da togliere')).not.toBeInTheDocument()
  })
})
