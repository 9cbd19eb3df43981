import { onlineManager } from '@tanstack/react-query'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import * as v from 'valibot'
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest'
import type { Cart } from '../../../src/api/schemas/cart'
import {
  type Allergen,
  BrandsQuery,
  COUNTER_BRAND,
  type Product,
  ProductsQuery,
} from '../../../src/api/schemas/catalogue'
import { i18n } from '../../../src/app/i18n'
import { session } from '../../../src/features/auth/session'
import { setUpMemoryIndexedDb } from '../memory-indexeddb'
import { API, inPage, renderRoute } from '../render'
import { apples, cartOf, customer, ecommerceStore, line, page, pears, sessionCheck, steak } from './fixtures'

// A customer's product cards offer the lists, which are kept on the device (IndexedDB).
setUpMemoryIndexedDb()
const server = setupServer()
const productCalls: URLSearchParams[] = []
const brandCalls: URLSearchParams[] = []
const lineCalls: { productId: string; quantity: number }[] = []
let cart: Cart = cartOf([])

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  server.resetHandlers()
  productCalls.length = 0
  brandCalls.length = 0
  lineCalls.length = 0
  cart = cartOf([])
  session.clear()
  vi.useRealTimers()
  vi.restoreAllMocks()
})
afterAll(() => server.close())

/** The store's shelf in these tests, with each product's allergens (the food helper's data on the server). */
const SHELF: { product: Product; allergens: Allergen[] }[] = [
  { product: apples, allergens: [] },
  { product: pears, allergens: ['SULPHITES'] },
  { product: steak, allergens: [] },
]

/** What the server lists for a parsed query: the whole shelf but the butcher's, unless asked. */
function catalogueOf(query: v.InferOutput<typeof ProductsQuery>): Product[] {
  const today = (p: Product) => p.promoPriceCents ?? p.priceCents
  const found = SHELF.filter(({ product, allergens }) => {
    if (query.q === 'bistecca' || query.department === 'BUTCHER') return product === steak
    if (product === steak) return false
    if (query.q && !product.name.toLowerCase().includes(query.q.toLowerCase())) return false
    if (query.promo && product.promoPriceCents === null) return false
    if (query.brand && product.brand !== query.brand) return false
    return !query.without.some((code) => allergens.includes(code))
  }).map(({ product }) => product)
  if (query.sort === 'price') found.sort((a, b) => today(a) - today(b))
  if (query.sort === 'unitPrice') {
    found.sort((a, b) => (a.referencePrice?.cents ?? Infinity) - (b.referencePrice?.cents ?? Infinity))
  }
  return found
}

function answerCatalogue() {
  server.use(
    http.get(`${API}/stores/ecommerce`, () =>
      HttpResponse.json(page([ecommerceStore(5, 'Alpimare Torino Lingotto', ['IN_STORE', 'AT_HOME'])])),
    ),
    http.get(`${API}/ecommerce/5/departments`, () =>
      HttpResponse.json({
        code: 0,
        data: [
          { code: 'BUTCHER', name: 'Macelleria', count: 1 },
          { code: 'FRUIT_VEG', name: 'Ortofrutta', count: 2 },
        ],
      }),
    ),
    http.get(`${API}/ecommerce/5/products`, ({ request }) => {
      const query = new URL(request.url).searchParams
      productCalls.push(query)
      // The contract parses the query, as the server does: a query it refuses is a test's mistake.
      const parsed = v.parse(ProductsQuery, Object.fromEntries(query))
      if (parsed.q === 'nulla') return HttpResponse.json(page([]))
      const found = catalogueOf(parsed)
      // Three pages of the same two products, unless a search or filter narrows them.
      const narrowed = found.length !== SHELF.length - 1 || parsed.sort !== 'relevance'
      return HttpResponse.json(narrowed ? page(found) : page(found, 3, parsed.p))
    }),
    http.get(`${API}/ecommerce/5/brands`, ({ request }) => {
      const parsed = v.parse(BrandsQuery, Object.fromEntries(new URL(request.url).searchParams))
      brandCalls.push(new URL(request.url).searchParams)
      const counts = new Map<string, number>()
      for (const p of catalogueOf({ ...parsed, brand: '', sort: 'relevance', s: 20, p: 0 })) {
        counts.set(p.brand, (counts.get(p.brand) ?? 0) + 1)
      }
      return HttpResponse.json({
        code: 0,
        data: [...counts].sort(([a], [b]) => a.localeCompare(b)).map(([name, count]) => ({ name, count })),
      })
    }),
    http.get(`${API}/carts`, () => HttpResponse.json({ code: 0, data: cart })),
    // A customer's product cards say which products are starred or on a list: none.
    http.get(`${API}/favorites`, () => HttpResponse.json({ code: 0, data: [] })),
    http.get(`${API}/smartlists`, () => HttpResponse.json({ code: 0, data: [] })),
    http.put(`${API}/carts/70/lines/:productId`, async ({ params, request }) => {
      const { quantity } = (await request.json()) as { quantity: number }
      lineCalls.push({ productId: String(params.productId), quantity })
      const id = Number(params.productId)
      const p = [apples, pears, steak].find((x) => x.id === id)
      if (!p) return HttpResponse.json({ code: 4030, message: 'x' })
      if (quantity > p.maxQuantity) return HttpResponse.json({ code: 4034, message: 'x' })
      const others = cart.lines.filter((l) => l.productId !== id)
      cart = cartOf(quantity === 0 ? others : [...others, line(p, quantity)])
      return HttpResponse.json({ code: 0, data: cart })
    }),
  )
}

const card = (name: string) => {
  const heading = screen.getByRole('heading', { level: 2, name })
  return within(heading.closest('article') as HTMLElement)
}

describe('catalogue', () => {
  it('shows the products with price per piece and per kg, the promo with its 30 days’ lowest, the own-brand badge', async () => {
    answerCatalogue()
    await renderRoute('/shop/5')
    await screen.findByRole('heading', { level: 2, name: apples.name })
    expect(screen.getByText('Alpimare Torino Lingotto')).toBeInTheDocument()
    expect(productCalls[0]?.toString()).toBe('s=20&p=0')

    const a = card(apples.name)
    expect(a.getByText('punti doppi').parentElement).toHaveTextContent(/^Alpimare · punti doppi$/)
    // Struck through: the 30 days' lowest price (art. 17-bis), not today's shelf price of 2,79 €.
    expect(a.getByText('Prezzo precedente', { exact: false }).closest('del')).toHaveTextContent(
      /^Prezzo precedente 2,59 €$/,
    )
    expect(a.getByText('2,09 € al pezzo')).toBeInTheDocument()
    expect(a.getByText('1,39 € al kg')).toBeInTheDocument()
    // The card's short form: the 30 days' lowest in few words (in full for screen readers), no last day.
    expect(a.getByText('Più basso 30 gg prima: 2,59 €')).toBeInTheDocument()
    expect(a.queryByText(/Offerta valida fino al/)).not.toBeInTheDocument()
    // The picture's box is reserved before it loads; small, for four cards in a phone's screen.
    const picture = a.getByRole('presentation')
    expect(picture).toHaveAttribute('width', '64')
    expect(picture).toHaveAttribute('height', '64')
    // The primary action is "+", named for the product; the lists' actions are on the product's page.
    expect(a.getByRole('button', { name: `Aggiungi al carrello: ${apples.name}` })).toHaveTextContent('+')
    expect(a.queryByRole('button', { name: /Aggiungi alla lista|Preferito/ })).not.toBeInTheDocument()

    const p = card(pears.name)
    expect(p.queryByText(/punti doppi/)).not.toBeInTheDocument()
    expect(p.getByText('3,49 € al pezzo')).toBeInTheDocument()
  })

  it('prices what is sold by weight per kg, with the estimated price of a piece', async () => {
    answerCatalogue()
    await renderRoute('/shop/5?department=BUTCHER')
    const s = within(
      (await screen.findByRole('heading', { level: 2, name: steak.name })).closest('article') as HTMLElement,
    )
    expect(s.getByText('23,39 € al kg')).toBeInTheDocument()
    expect(s.getByText('Un pezzo pesa circa 300 g: circa 7,02 €')).toBeInTheDocument()
    expect(screen.getByLabelText('Reparto')).toHaveValue('BUTCHER')
    expect(productCalls[0]?.get('department')).toBe('BUTCHER')
  })

  it('searches once the typing has paused for 1 s, and says when nothing is found', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    answerCatalogue()
    const { router } = await renderRoute('/shop/5')
    await screen.findByRole('heading', { level: 2, name: apples.name })
    const u = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    await u.type(screen.getByLabelText('Cerca un prodotto'), 'bistecca')
    expect(productCalls.some((q) => q.has('q'))).toBe(false)
    act(() => vi.advanceTimersByTime(1000))
    expect(await screen.findByRole('heading', { level: 2, name: steak.name })).toBeInTheDocument()
    expect(productCalls.filter((q) => q.has('q')).map((q) => q.get('q'))).toEqual(['bistecca'])
    expect(router.state.location.search).toEqual({ q: 'bistecca' })

    await u.clear(screen.getByLabelText('Cerca un prodotto'))
    await u.type(screen.getByLabelText('Cerca un prodotto'), 'nulla{Enter}')
    expect(await screen.findByText('Nessun prodotto trovato per «nulla».')).toBeInTheDocument()
  })

  it('filters by department and pages from the server, the page in the address', async () => {
    answerCatalogue()
    const { router } = await renderRoute('/shop/5')
    const nav = await screen.findByRole('navigation', { name: 'Pagine del catalogo' })
    expect(within(nav).getByRole('link', { name: 'Pagina 2' })).toHaveAttribute('href', '/app/shop/5?page=2')
    await userEvent.setup().click(within(nav).getByRole('link', { name: 'Pagina 2' }))
    await waitFor(() => expect(productCalls.at(-1)?.get('p')).toBe('1'))
    expect(router.state.location.search).toEqual({ page: 2 })
    await waitFor(() => expect(screen.getByText('Pagina 2 di 3')).toHaveFocus())

    await userEvent.setup().selectOptions(screen.getByLabelText('Reparto'), 'Macelleria (1)')
    expect(await screen.findByRole('heading', { level: 2, name: steak.name })).toBeInTheDocument()
    // A new department starts from its first page.
    expect(router.state.location.search).toEqual({ department: 'BUTCHER' })
  })

  it("names the departments and the counters' brand in the language of the app", async () => {
    answerCatalogue()
    const counter = { ...steak, brand: COUNTER_BRAND }
    server.use(
      http.get(`${API}/ecommerce/5/departments`, ({ request }) => {
        const english = request.headers.get('accept-language') === 'en'
        return HttpResponse.json({
          code: 0,
          data: [{ code: 'BUTCHER', name: english ? 'Butcher' : 'Macelleria', count: 1 }],
        })
      }),
      http.get(`${API}/ecommerce/5/products`, () => HttpResponse.json(page([counter]))),
    )
    await renderRoute('/shop/5')
    expect(await screen.findByRole('option', { name: 'Macelleria (1)' })).toBeInTheDocument()
    // The departments and the products come from two calls: wait for the products' too.
    await screen.findByRole('heading', { level: 2, name: steak.name })
    expect(card(steak.name).getByText('Al banco')).toBeInTheDocument()
    const { messages } = await import('../../../src/locales/en/shop.po')
    await act(async () => {
      i18n.load('en', messages)
      i18n.activate('en')
    })
    try {
      expect(await screen.findByRole('option', { name: 'Butcher (1)' })).toBeInTheDocument()
      await waitFor(() => expect(card(steak.name).getByText('Deli counter')).toBeInTheDocument())
    } finally {
      await act(async () => i18n.activate('it'))
    }
  })

  it('sends a visitor who adds to the login and back, then adds the product once', async () => {
    answerCatalogue()
    server.use(
      http.post(`${API}/profiles/login`, () =>
        HttpResponse.json({ code: 0, data: { profile: customer, jwt: 'token-1' } }),
      ),
      sessionCheck,
    )
    const { router } = await renderRoute('/shop/5?q=mele')
    await screen.findByRole('heading', { level: 2, name: apples.name })
    expect(
      screen.getByText('Per aggiungere prodotti al carrello ti chiederemo di accedere.'),
    ).toBeInTheDocument()
    const u = userEvent.setup()
    await u.click(card(apples.name).getByRole('button', { name: `Aggiungi al carrello: ${apples.name}` }))

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(router.state.location.search).toEqual({ redirect: '/shop/5?q=mele' })
    expect(lineCalls).toEqual([])

    await u.type(await inPage().findByLabelText(/Email/, {}, { timeout: 5000 }), 'mario.rossi@example.com')
    await u.type(inPage().getByLabelText(/Password/), 'Tessera-2026')
    await u.click(inPage().getByRole('button', { name: 'Accedi' }))

    await waitFor(() => expect(router.state.location.pathname).toBe('/shop/5'))
    expect(router.state.location.search).toEqual({ q: 'mele' })
    await waitFor(() => expect(lineCalls).toEqual([{ productId: '1', quantity: 1 }]))
    expect(await screen.findByText('Prodotto aggiunto al carrello.')).toBeInTheDocument()
    expect(
      await card(apples.name).findByRole('group', { name: `Quantità nel carrello: ${apples.name}` }),
    ).toHaveTextContent('1')
  })

  it('changes the quantity, shows the limit before the server refuses it, and removes the line', async () => {
    answerCatalogue()
    server.use(sessionCheck)
    session.replaceUser(customer)
    cart = cartOf([line(pears, 1)])
    await renderRoute('/shop/5')
    const p = await screen.findByRole('heading', { level: 2, name: pears.name })
    const scope = within(p.closest('article') as HTMLElement)
    expect(await scope.findByText('Massimo 2 per ordine')).toBeInTheDocument()
    const u = userEvent.setup()
    const more = scope.getByRole('button', { name: `Uno in più: ${pears.name}` })
    await u.click(more)
    expect(await scope.findByText('Hai raggiunto il massimo per ordine: 2')).toBeInTheDocument()
    expect(more).toHaveAttribute('aria-disabled', 'true')
    expect(more).toHaveAccessibleDescription('Hai raggiunto il massimo per ordine: 2')
    await u.click(more)
    // At the limit "+" sends nothing: 4034 is never hit from here.
    expect(lineCalls).toEqual([{ productId: '2', quantity: 2 }])

    await u.click(scope.getByRole('button', { name: `Uno in meno: ${pears.name}` }))
    await u.click(await scope.findByRole('button', { name: `Togli dal carrello: ${pears.name}` }))
    const add = await scope.findByRole('button', { name: `Aggiungi al carrello: ${pears.name}` })
    // The focus follows the button that took the clicked one's place.
    await waitFor(() => expect(add).toHaveFocus())
    expect(lineCalls.map((c) => c.quantity)).toEqual([2, 1, 0])
  })

  it('adds to what the cart holds when a tap comes before the cart has arrived', async () => {
    answerCatalogue()
    let answer: () => void = () => {}
    const arrived = new Promise<void>((resolve) => {
      answer = resolve
    })
    cart = cartOf([line(pears, 1)])
    server.use(
      sessionCheck,
      http.get(`${API}/carts`, async () => {
        await arrived
        return HttpResponse.json({ code: 0, data: cart })
      }),
    )
    session.replaceUser(customer)
    await renderRoute('/shop/5')
    await screen.findByRole('heading', { level: 2, name: pears.name })
    await userEvent.setup().click(card(pears.name).getByRole('button', { name: /Aggiungi al carrello/ }))
    answer()
    await waitFor(() => expect(lineCalls).toEqual([{ productId: '2', quantity: 2 }]))
  })

  it("shows the server's message when a change is refused", async () => {
    answerCatalogue()
    server.use(
      sessionCheck,
      http.put(`${API}/carts/70/lines/:productId`, () =>
        HttpResponse.json({ code: 4031, message: 'Prodotto non valido' }),
      ),
    )
    session.replaceUser(customer)
    await renderRoute('/shop/5')
    await screen.findByRole('heading', { level: 2, name: apples.name })
    await userEvent.setup().click(card(apples.name).getByRole('button', { name: /Aggiungi al carrello/ }))
    expect(await screen.findByText('Prodotto non valido')).toBeInTheDocument()
  })

  it('keeps the page on screen offline, with when it was fetched and that prices may have changed', async () => {
    answerCatalogue()
    await renderRoute('/shop/5')
    await screen.findByRole('heading', { level: 2, name: apples.name })
    expect(screen.queryByText(/I prezzi potrebbero essere cambiati/)).not.toBeInTheDocument()
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    onTestFinished(() => {
      // TanStack Query's online manager heard 'offline': the next tests need it back online.
      onLine.mockRestore()
      onlineManager.setOnline(true)
    })
    act(() => {
      window.dispatchEvent(new Event('offline'))
    })
    expect(await screen.findByText(/Sei offline\./)).toBeInTheDocument()
    expect(screen.getByText(/Dati aggiornati al/)).toBeInTheDocument()
    expect(
      screen.getByText(
        'I prezzi potrebbero essere cambiati: li conferma il negozio quando sei di nuovo in linea.',
      ),
    ).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: apples.name })).toBeInTheDocument()
  })

  it('asks the first page when the address holds no valid page or department', async () => {
    answerCatalogue()
    await renderRoute('/shop/5?page=abc&department=no%20way')
    await screen.findByRole('heading', { level: 2, name: apples.name })
    expect(productCalls[0]?.toString()).toBe('s=20&p=0')
  })

  it('remembers the store for the store choice', async () => {
    answerCatalogue()
    await renderRoute('/shop/5')
    await screen.findByRole('heading', { level: 2, name: apples.name })
    expect(localStorage.getItem('tessera.shop.store')).toBe('5')
  })

  it("opens a product's page from its card, in the app; a click with a modifier is the browser's", async () => {
    answerCatalogue()
    server.use(
      http.get(`${API}/ecommerce/5/products/1`, async () => {
        // Late enough for the page to show its heading before the product.
        await new Promise((resolve) => setTimeout(resolve, 100))
        return HttpResponse.json({ code: 0, data: apples })
      }),
    )
    const u = userEvent.setup()
    const { router } = await renderRoute('/shop/5')
    const link = await screen.findByRole('link', { name: apples.name })
    expect(link).toHaveAttribute('href', '/app/shop/5/products/1')

    const modified = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true })
    // Whether the page left the click to the browser is read last, on the window; then the click
    // is stopped there: a browser would open a tab, jsdom cannot follow a link to another document.
    let leftToTheBrowser: boolean | null = null
    const browser = (event: Event) => {
      leftToTheBrowser = !event.defaultPrevented
      event.preventDefault()
    }
    window.addEventListener('click', browser, { once: true })
    link.dispatchEvent(modified)
    expect(leftToTheBrowser).toBe(true)
    expect(router.state.location.pathname).toBe('/shop/5')

    await u.click(link)
    const heading = await screen.findByRole('heading', { level: 1, name: apples.name })
    expect(router.state.location.pathname).toBe('/shop/5/products/1')
    // The page's heading has the focus (the link that had it is gone), the product's name in it:
    // the heading that said "Prodotto" while it came is the same one.
    await waitFor(() => expect(heading).toHaveFocus())
  })
})

describe("the catalogue's card, stepper and cart bar", () => {
  it('turns "+" into the stepper, says what a weighed product amounts to, and the bar follows the cart', async () => {
    answerCatalogue()
    server.use(sessionCheck)
    session.replaceUser(customer)
    cart = cartOf([line(pears, 1)])
    await renderRoute('/shop/5')
    await screen.findByRole('heading', { level: 2, name: apples.name })
    const bar = await screen.findByRole('link', { name: /^Carrello: 1 pezzo, 3,49/ })
    expect(bar).toHaveAttribute('href', '/app/shop/5/cart')
    // Nothing said for the cart as it arrived.
    const live = bar.closest('.shop-cart-bar')?.querySelector('[aria-live="polite"]')
    expect(live).toHaveTextContent(/^$/)

    const u = userEvent.setup()
    await u.click(card(apples.name).getByRole('button', { name: `Aggiungi al carrello: ${apples.name}` }))
    const stepper = await card(apples.name).findByRole('group', {
      name: `Quantità nel carrello: ${apples.name}`,
    })
    expect(stepper).toHaveTextContent('1')
    // The card's quantity is not a live region of its own (an <output> is one unless told): the bar
    // says the change, once.
    expect(stepper.querySelector('output')).toHaveAttribute('aria-live', 'off')
    expect(await screen.findByRole('link', { name: /^Carrello: 2 pezzi, 5,58/ })).toBeInTheDocument()
    // Said once the taps have stopped, politely: the product's quantity, then the cart.
    await waitFor(() =>
      expect(live).toHaveTextContent(
        new RegExp(`^${apples.name}: 1 nel carrello\\. Carrello: 2 pezzi, 5,58\\s€$`),
      ),
    )
    expect(lineCalls).toEqual([{ productId: '1', quantity: 1 }])
  })

  it('says an empty cart is empty, not "0 pezzi, 0,00 €"', async () => {
    answerCatalogue()
    server.use(sessionCheck)
    session.replaceUser(customer)
    await renderRoute('/shop/5')
    await screen.findByRole('heading', { level: 2, name: apples.name })
    expect(await screen.findByRole('link', { name: 'Carrello vuoto' })).toHaveAttribute(
      'href',
      '/app/shop/5/cart',
    )
    await userEvent
      .setup()
      .click(card(apples.name).getByRole('button', { name: `Aggiungi al carrello: ${apples.name}` }))
    expect(await screen.findByRole('link', { name: /^Carrello: 1 pezzo, 2,09/ })).toBeInTheDocument()
  })

  it('reads a weighed product in the cart as its pieces and their weight', async () => {
    answerCatalogue()
    server.use(sessionCheck)
    session.replaceUser(customer)
    cart = cartOf([line(steak, 2)])
    await renderRoute('/shop/5?department=BUTCHER')
    const s = await screen.findByRole('heading', { level: 2, name: steak.name })
    const scope = within(s.closest('article') as HTMLElement)
    expect(await scope.findByText('2 pz (circa 600 g)')).toBeInTheDocument()
    // The limit per order is the "+"'s description, written on the card only once reached.
    expect(scope.getByRole('button', { name: `Uno in più: ${steak.name}` })).toHaveAccessibleDescription(
      'Massimo 10 per ordine',
    )
  })

  it('asks a visitor to log in from the bar', async () => {
    answerCatalogue()
    await renderRoute('/shop/5')
    await screen.findByRole('heading', { level: 2, name: apples.name })
    expect(screen.getByRole('link', { name: 'Carrello' })).toHaveAttribute('href', '/app/shop/5/cart')
    expect(
      screen.getByText('Per aggiungere prodotti al carrello ti chiederemo di accedere.'),
    ).toBeInTheDocument()
  })
})

describe("the catalogue's filters and order", () => {
  const listed = () =>
    within(screen.getByRole('list', { name: 'Prodotti' }))
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent)

  it('opens the panel, filters by promo, brand and allergens, orders by price, all in the address and the query', async () => {
    answerCatalogue()
    const { router } = await renderRoute('/shop/5')
    await screen.findByRole('heading', { level: 2, name: apples.name })
    expect(await screen.findByText('2 prodotti')).toBeInTheDocument()
    const u = userEvent.setup()
    const toggle = screen.getByRole('button', { name: 'Filtri e ordine' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await u.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const panel = screen.getByRole('group', { name: 'Filtri e ordine' })

    await u.click(within(panel).getByRole('checkbox', { name: 'In offerta' }))
    await waitFor(() => expect(router.state.location.search).toEqual({ promo: 1 }))
    await waitFor(() => expect(listed()).toEqual([apples.name]))
    expect(productCalls.at(-1)?.get('promo')).toBe('1')
    expect(await screen.findByText('1 prodotto')).toBeInTheDocument()
    const active = screen.getByRole('list', { name: 'Filtri attivi' })
    await u.click(within(active).getByRole('button', { name: 'Togli il filtro: In offerta' }))
    await waitFor(() => expect(listed()).toEqual([apples.name, pears.name]))

    // An allergen group: the pears may hold sulphites.
    await u.click(within(panel).getByRole('checkbox', { name: 'Senza solfiti' }))
    await u.click(within(panel).getByRole('checkbox', { name: 'Senza glutine' }))
    await waitFor(() => expect(router.state.location.search).toEqual({ without: 'GLUTEN,SULPHITES' }))
    await waitFor(() => expect(listed()).toEqual([apples.name]))
    expect(productCalls.at(-1)?.get('without')).toBe('GLUTEN,SULPHITES')
    expect(brandCalls.at(-1)?.get('without')).toBe('GLUTEN,SULPHITES')
    await u.click(
      within(screen.getByRole('list', { name: 'Filtri attivi' })).getByRole('button', {
        name: 'Togli tutti i filtri',
      }),
    )
    await waitFor(() => expect(router.state.location.search).toEqual({}))

    // A brand, from the store's brands with their counts.
    await u.selectOptions(within(panel).getByLabelText('Marca'), 'Orti di Pianura (1)')
    await waitFor(() => expect(listed()).toEqual([pears.name]))
    expect(productCalls.at(-1)?.get('brand')).toBe('Orti di Pianura')
    await u.selectOptions(within(panel).getByLabelText('Marca'), 'Tutte le marche')

    // The cheapest first: the pears at 3,49 € come after the apples' 2,09 €, by price per kg too.
    await u.click(within(panel).getByRole('radio', { name: 'Prezzo più basso' }))
    await waitFor(() => expect(router.state.location.search).toEqual({ sort: 'price' }))
    expect(productCalls.at(-1)?.get('sort')).toBe('price')
    await waitFor(() => expect(listed()).toEqual([apples.name, pears.name]))

    // Escape closes the panel and gives the focus back to its button.
    within(panel).getByRole('radio', { name: 'Prezzo più basso' }).focus()
    await u.keyboard('{Escape}')
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(toggle).toHaveFocus()
    expect(panel).not.toBeVisible()
  })

  it('moves the focus to the next chip, the one before, then the button as chips are removed by keyboard', async () => {
    answerCatalogue()
    await renderRoute('/shop/5?promo=1&without=GLUTEN,MILK')
    const active = await screen.findByRole('list', { name: 'Filtri attivi' })
    const u = userEvent.setup()
    const chip = (name: string) => within(active).getByRole('button', { name: `Togli il filtro: ${name}` })
    chip('Senza glutine').focus()
    await u.keyboard('{Enter}')
    await waitFor(() => expect(chip('Senza lattosio')).toHaveFocus())
    // The last chip: the one before it.
    await u.keyboard('{Enter}')
    await waitFor(() => expect(chip('In offerta')).toHaveFocus())
    // None left: the panel's button.
    await u.keyboard(' ')
    await waitFor(() => expect(screen.getByRole('button', { name: 'Filtri e ordine' })).toHaveFocus())
    expect(screen.queryByRole('list', { name: 'Filtri attivi' })).not.toBeInTheDocument()
  })

  it('closes the open panel with Escape while the focus is still on its button', async () => {
    answerCatalogue()
    await renderRoute('/shop/5')
    await screen.findByRole('heading', { level: 2, name: apples.name })
    const u = userEvent.setup()
    const toggle = screen.getByRole('button', { name: 'Filtri e ordine' })
    toggle.focus()
    await u.keyboard('{Enter}')
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await u.keyboard('{Escape}')
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(toggle).toHaveFocus()
  })

  it('reads the filters from the address, leaves out allergen codes the contract does not know, and says when nothing is left', async () => {
    answerCatalogue()
    await renderRoute('/shop/5?promo=1&without=MILK,NOPE,SULPHITES&sort=unitPrice&brand=Nessuna')
    expect(
      await screen.findByText('Nessun prodotto con questi filtri: prova a toglierne qualcuno.'),
    ).toBeInTheDocument()
    const asked = productCalls[0]
    expect(asked?.get('promo')).toBe('1')
    expect(asked?.get('without')).toBe('MILK,SULPHITES')
    expect(asked?.get('sort')).toBe('unitPrice')
    expect(asked?.get('brand')).toBe('Nessuna')
    const active = screen.getByRole('list', { name: 'Filtri attivi' })
    expect(
      within(active)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      'In offerta ×',
      'Marca: Nessuna ×',
      'Senza lattosio ×',
      'Senza solfiti ×',
      'Ordine: Prezzo al kg/l più basso ×',
      'Togli tutti i filtri',
    ])
    expect(await screen.findByText('0 prodotti')).toBeInTheDocument()
  })
})
