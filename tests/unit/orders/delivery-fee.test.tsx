import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Cart } from '../../../src/api/schemas/cart'
import type { Order } from '../../../src/api/schemas/orders'
import { session } from '../../../src/features/auth/session'
import { ProductPrice } from '../../../src/features/shop/ProductPrice'
import { polyfillDialog } from '../dialog-polyfill'
import { API, activateItalian, renderRoute } from '../render'
import { cartOf, ecommerceStore, line, page, product, steak } from '../shop/fixtures'
import { counties } from '../signup/fixtures'
import { order, shopper, slots } from './fixtures'
import { liveOrderStream } from './live-order-stream'

/**
 * Home delivery's fee and minimum as the cart, the checkout and the order show them (docs/ordering.md
 * "Home delivery: fee and minimum"): the store's 4,90 €, free from 59,00 €, at least 30,00 € of
 * products (tests/unit/shop/fixtures.ts). A steak is about 7,02 € (23,39 €/kg × 300 g; n steaks: 701,7 n cents, rounded).
 */

const server = setupServer()
let cart: Cart
let placed: Order
let placeAnswer: number

beforeAll(() => {
  polyfillDialog()
  server.listen({ onUnhandledRequest: 'error' })
})
beforeEach(() => {
  placeAnswer = 0
  placed = order()
  server.use(
    http.get(`${API}/profiles/login`, () => HttpResponse.json({ code: 0, data: shopper })),
    http.get(`${API}/stores/ecommerce`, () =>
      HttpResponse.json(page([ecommerceStore(5, 'Alpimare Torino Lingotto', ['IN_STORE', 'AT_HOME'])])),
    ),
    http.get(`${API}/coupons`, () => HttpResponse.json({ code: 0, data: [] })),
    http.get(`${API}/carts`, () => HttpResponse.json({ code: 0, data: cart })),
    http.get(`${API}/ecommerce/5/products/:id`, () => HttpResponse.json({ code: 0, data: steak })),
    http.get(`${API}/stores/counties`, () => HttpResponse.json({ code: 0, data: counties })),
    http.get(`${API}/ecommerce/5/slots`, () => HttpResponse.json({ code: 0, data: slots })),
    http.post(`${API}/orders`, () =>
      placeAnswer
        ? HttpResponse.json({ code: placeAnswer, message: 'x' })
        : HttpResponse.json({ code: 0, data: placed }),
    ),
    http.get(`${API}/orders/812`, () => HttpResponse.json({ code: 0, data: placed })),
    liveOrderStream(812, () => placed).handler,
  )
  session.replaceUser(shopper)
})
afterEach(() => {
  server.resetHandlers()
  session.clear()
})
afterAll(() => server.close())

const steaks = (n: number) => cartOf([line(steak, n)])

async function checkoutAtHome() {
  const u = userEvent.setup()
  await renderRoute('/shop/5/checkout')
  await u.click(await screen.findByRole('radio', { name: 'Consegna a domicilio' }))
  const summary = within(screen.getByRole('region', { name: 'Riepilogo' }))
  return { u, summary }
}

describe('home delivery in the cart', () => {
  it('tells the fee, the free threshold and what is missing to the minimum', async () => {
    cart = steaks(2)
    await renderRoute('/shop/5/cart')
    expect(await screen.findByText(/Consegna a domicilio: 4,90 €/)).toHaveTextContent(
      'Consegna a domicilio: 4,90 € · gratis da 59,00 € di spesa · minimo 30,00 €',
    )
    expect(
      screen.getByText('Mancano 15,97 € al minimo di 30,00 € per la consegna a domicilio.'),
    ).toBeInTheDocument()
  })

  it('says nothing of it for a store that does not deliver', async () => {
    cart = steaks(2)
    server.use(
      http.get(`${API}/stores/ecommerce`, () =>
        HttpResponse.json(page([ecommerceStore(5, 'Alpimare Torino Lingotto', ['IN_STORE'])])),
      ),
    )
    await renderRoute('/shop/5/cart')
    await screen.findByRole('heading', { level: 2, name: steak.name })
    expect(screen.queryByText(/Consegna a domicilio/)).not.toBeInTheDocument()
  })
})

describe('home delivery at the checkout', () => {
  it('adds the fee to what is paid above the minimum, and says what is missing to free delivery', async () => {
    cart = steaks(5)
    const { summary } = await checkoutAtHome()
    const fee = summary.getByText('Consegna a domicilio', { selector: 'dt' })
    expect(fee.nextElementSibling).toHaveTextContent('4,90 €')
    // 35,09 € of products + 4,90 €.
    expect(summary.getByText('Da pagare (stima)').nextElementSibling).toHaveTextContent('39,99 €')
    expect(summary.getByText('Mancano 23,91 € per la consegna gratuita.')).toBeInTheDocument()
  })

  it('is free from the threshold', async () => {
    cart = steaks(9)
    const { summary } = await checkoutAtHome()
    expect(
      summary.getByText('Consegna a domicilio', { selector: 'dt' }).nextElementSibling,
    ).toHaveTextContent('gratis')
    expect(summary.getByText('Da pagare (stima)').nextElementSibling).toHaveTextContent('63,15 €')
  })

  it('says below the minimum as soon as home delivery is chosen, and sends nothing', async () => {
    cart = steaks(2)
    let sent = 0
    server.use(
      http.post(`${API}/orders`, () => {
        sent += 1
        return HttpResponse.json({ code: 53, message: 'x' })
      }),
    )
    const { u, summary } = await checkoutAtHome()
    const refusal =
      'La spesa non raggiunge il minimo di 30,00 € per la consegna a domicilio: aggiungi prodotti o scegli il ritiro.'
    // At the choice itself, before a window or a payment is chosen.
    expect(await screen.findByText(refusal)).toBeInTheDocument()
    expect(
      summary.getByText('Mancano 15,97 € al minimo di 30,00 € per la consegna a domicilio.'),
    ).toBeInTheDocument()
    await u.click(await screen.findByRole('radio', { name: /^11:00–13:00/ }))
    await u.click(screen.getByRole('radio', { name: /^In contanti/ }))
    await u.click(screen.getByRole('button', { name: "Conferma l'ordine" }))
    expect(screen.getByRole('radio', { name: 'Consegna a domicilio' })).toHaveAttribute(
      'aria-invalid',
      'true',
    )
    expect(sent).toBe(0)
    // Choosing a pickup instead clears it.
    await u.click(screen.getByRole('radio', { name: 'Ritiro in negozio' }))
    expect(screen.queryByText(refusal)).not.toBeInTheDocument()
  })

  it('shows the server’s refusal (53) when the cart fell below the minimum meanwhile', async () => {
    cart = steaks(5)
    placeAnswer = 53
    const { u } = await checkoutAtHome()
    await u.click(await screen.findByRole('radio', { name: /^11:00–13:00/ }))
    await u.click(screen.getByRole('radio', { name: /^In contanti/ }))
    await u.click(screen.getByRole('button', { name: "Conferma l'ordine" }))
    expect(
      await screen.findByText(
        'La spesa non raggiunge il minimo per la consegna a domicilio: aggiungi prodotti o scegli il ritiro.',
      ),
    ).toBeInTheDocument()
  })
})

describe('home delivery in the order', () => {
  it('lists the fee as its own line, or that it was free', async () => {
    const address = { id: null, county: 'TO', city: 'Torino', zip: '10121', address: 'Via Roma 1' }
    placed = order({ deliveryMode: 'AT_HOME', address, deliveryFeeCents: 490, totalCents: 3000 })
    const view = await renderRoute('/orders/812')
    const fee = await screen.findByText('Consegna a domicilio', { selector: 'dt' })
    expect(fee.nextElementSibling).toHaveTextContent('4,90 €')
    view.unmount()
    placed = order({ deliveryMode: 'AT_HOME', address, deliveryFeeCents: 0 })
    await renderRoute('/orders/812')
    expect(
      (await screen.findByText('Consegna a domicilio', { selector: 'dt' })).nextElementSibling,
    ).toHaveTextContent('gratis')
  })
})

describe('ProductPrice', () => {
  const draw = (ui: React.ReactElement) => {
    activateItalian()
    return render(<I18nProvider i18n={i18n}>{ui}</I18nProvider>)
  }
  const promo = product(9, 'Caffè macinato 250 g', {
    priceCents: 349,
    promoPriceCents: 279,
    promoUntil: '2026-12-02',
    previousPriceCents: 299,
    lowest30DaysCents: 299,
    referencePrice: { cents: 1116, per: 'KG' },
  })

  it('strikes through the 30 days’ lowest as the previous price, said in words, and says what it is', () => {
    const { container } = draw(<ProductPrice product={promo} />)
    expect(container.querySelector('del')).toHaveTextContent('Prezzo precedente 2,99 €')
    expect(screen.getByText(/Prezzo in offerta/).closest('strong')).toHaveTextContent('2,79 € al pezzo')
    expect(
      screen.getByText('Prezzo più basso dei 30 giorni precedenti lo sconto: 2,99 €'),
    ).toBeInTheDocument()
    expect(screen.getByText('Offerta valida fino al 02/12/2026')).toBeInTheDocument()
  })

  it('shows a promo not below the 30 days’ lowest, or without one, as the price it sells at; nothing without a promo', () => {
    for (const lowest30DaysCents of [279, 259, null]) {
      const { container, unmount } = draw(<ProductPrice product={{ ...promo, lowest30DaysCents }} />)
      expect(container.querySelector('del')).toBeNull()
      expect(container.querySelector('.product-price__now')).toHaveTextContent('2,79 € al pezzo')
      expect(screen.queryByText(/Prezzo in offerta|30 giorni|Offerta valida/)).not.toBeInTheDocument()
      unmount()
    }
    const { container } = draw(<ProductPrice product={product(10, 'Latte')} />)
    expect(container.querySelector('del')).toBeNull()
    expect(screen.queryByText(/30 giorni/)).not.toBeInTheDocument()
  })

  it('names the shorter period of a product on the shelf for fewer than 30 days before the reduction', () => {
    const { unmount } = draw(<ProductPrice product={{ ...promo, lowestDays: 5 }} />)
    expect(
      screen.getByText('Prezzo più basso dei 5 giorni precedenti lo sconto, da quando è in vendita: 2,99 €'),
    ).toBeInTheDocument()
    expect(screen.queryByText(/30 giorni/)).not.toBeInTheDocument()
    unmount()
    draw(<ProductPrice product={{ ...promo, lowestDays: 1 }} compact />)
    expect(screen.getByText('Più basso il giorno prima: 2,99 €')).toHaveAttribute('aria-hidden', 'true')
    expect(
      screen.getByText('Prezzo più basso del giorno precedente lo sconto, da quando è in vendita: 2,99 €'),
    ).toHaveClass('visually-hidden')
  })

  it('in the compact form, keeps the full wording for screen readers', () => {
    const { container } = draw(<ProductPrice product={promo} compact />)
    expect(screen.getByText('Più basso 30 gg prima: 2,99 €')).toHaveAttribute('aria-hidden', 'true')
    expect(screen.getByText('Prezzo più basso dei 30 giorni precedenti lo sconto: 2,99 €')).toHaveClass(
      'visually-hidden',
    )
    expect(container.querySelector('del')).toHaveTextContent('Prezzo precedente 2,99 €')
    expect(screen.queryByText(/Offerta valida/)).not.toBeInTheDocument()
  })
})
