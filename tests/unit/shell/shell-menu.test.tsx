import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { shoppingStoreId } from '../../../src/app/shell/menu-disclosure'
import { session } from '../../../src/features/auth/session'
import { API, renderRoute } from '../render'
import { apples, cartOf, customer, ecommerceStore, line, page, pears, sessionCheck } from '../shop/fixtures'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  server.resetHandlers()
  session.clear()
})
afterAll(() => server.close())

const menuButton = () => screen.getByRole('button', { name: 'Menu' })
const menu = () => screen.getByRole('navigation', { name: 'Menu principale' })

describe("the shell's menu on a small screen", () => {
  it('is a disclosure: the button says whether the links it controls are shown', async () => {
    await renderRoute('/login')
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false')
    expect(menuButton()).toHaveAttribute('aria-controls', menu().id)
    expect(menu()).not.toHaveClass('shell__nav--open')
    const u = userEvent.setup()
    await u.click(menuButton())
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true')
    expect(menu()).toHaveClass('shell__nav--open')
    await u.click(menuButton())
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false')
  })

  it('closes with Escape and gives the focus back to the button', async () => {
    await renderRoute('/login')
    const u = userEvent.setup()
    await u.click(menuButton())
    await u.tab()
    expect(within(menu()).getByRole('link', { name: 'Accedi' })).toHaveFocus()
    await u.keyboard('{Escape}')
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false')
    expect(menuButton()).toHaveFocus()
  })

  it('leaves the focus on the page when Escape is pressed there', async () => {
    await renderRoute('/login')
    const u = userEvent.setup()
    await u.click(menuButton())
    screen.getByLabelText(/^Email/).focus()
    await u.keyboard('{Escape}')
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false')
    expect(screen.getByLabelText(/^Email/)).toHaveFocus()
  })

  it('closes when a link is tapped, and the new page opens', async () => {
    await renderRoute('/reset')
    const u = userEvent.setup()
    await u.click(menuButton())
    await u.click(within(menu()).getByRole('link', { name: 'Accedi' }))
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false')
    expect(await screen.findByRole('heading', { level: 1, name: 'Accedi' })).toBeInTheDocument()
  })

  it("gives the focus back to the button when the tapped link is the page's own", async () => {
    await renderRoute('/login')
    const u = userEvent.setup()
    await u.click(menuButton())
    const here = within(menu()).getByRole('link', { name: 'Accedi' })
    expect(here).toHaveAttribute('aria-current', 'page')
    await u.click(here)
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false')
    expect(menuButton()).toHaveFocus()
  })

  it('closes when the page around it is tapped', async () => {
    await renderRoute('/login')
    const u = userEvent.setup()
    await u.click(menuButton())
    await u.click(screen.getByRole('heading', { level: 1, name: 'Accedi' }))
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false')
  })

  it("shows the chain's logo, named after the chain, leading home", async () => {
    await renderRoute('/login')
    const logo = screen.getByRole('img', { name: 'Supermercati Alpimare' })
    expect(logo).toHaveAttribute('src', '/app/chain-logo.svg')
    expect(logo.closest('a')).toHaveAttribute('href', '/app/')
    expect(screen.getByRole('banner')).not.toHaveTextContent('Tessera')
  })
})

describe("the bar's cart", () => {
  it('is only where the customer shops: a store of the shop and its pages', () => {
    expect(shoppingStoreId('/shop/5')).toBe(5)
    expect(shoppingStoreId('/shop/5/')).toBe(5)
    expect(shoppingStoreId('/shop/5/cart')).toBe(5)
    expect(shoppingStoreId('/shop/12/products/7')).toBe(12)
    expect(shoppingStoreId('/shop')).toBeNull()
    expect(shoppingStoreId('/shop/')).toBeNull()
    expect(shoppingStoreId('/stores/5')).toBeNull()
    expect(shoppingStoreId('/shop/0')).toBeNull()
    expect(shoppingStoreId('/shop/abc')).toBeNull()
    expect(shoppingStoreId('/shop/5abc')).toBeNull()
  })

  it("shows a customer's pieces in the cart, and leads to it", async () => {
    server.use(
      sessionCheck,
      http.get(`${API}/stores/ecommerce`, () =>
        HttpResponse.json(page([ecommerceStore(5, 'Alpimare Torino Lingotto', ['IN_STORE'])])),
      ),
      http.get(`${API}/carts`, () =>
        HttpResponse.json({ code: 0, data: cartOf([line(apples, 4), line(pears, 2)]) }),
      ),
      // The cart page's points estimate asks for its products.
      http.get(`${API}/ecommerce/5/products/:id`, ({ params }) =>
        HttpResponse.json({ code: 0, data: Number(params.id) === apples.id ? apples : pears }),
      ),
    )
    session.replaceUser(customer)
    await renderRoute('/shop/5/cart')
    const banner = within(screen.getByRole('banner'))
    const cart = await banner.findByRole('link', { name: 'Il mio carrello: 6 pezzi' })
    expect(cart).toHaveAttribute('href', '/app/shop/5/cart')
    expect(cart).toHaveAttribute('aria-current', 'page')
    // One hidden box holds the whole name (two boxes are read apart by a browser), the number drawn
    // over the icon is hidden from screen readers.
    expect(cart.querySelector('.visually-hidden')).toHaveTextContent(/^Il mio carrello: 6 pezzi$/)
    expect(cart.querySelector('[aria-hidden="true"]:not(svg)')).toHaveTextContent(/^6$/)
  })

  it('is not in the bar away from the shop', async () => {
    await renderRoute('/login')
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument())
    expect(within(screen.getByRole('banner')).queryByRole('link', { name: /carrello/i })).toBeNull()
  })
})
