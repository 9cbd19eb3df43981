import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import * as v from 'valibot'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { User } from '../../../src/api/schemas/profile'
import { session } from '../../../src/features/auth/session'
import { BANNER_INTERVAL_MS } from '../../../src/features/home/BannerCarousel'
import { API, inPage, renderRoute } from '../render'

const banners = [
  { id: 1, imageUrl: '/media/banners/carta.svg', description: 'La carta fedeltà', linkUrl: '/app/card' },
  { id: 2, imageUrl: '/media/banners/volantini.svg', description: 'I volantini', linkUrl: null },
  { id: 3, imageUrl: '/media/banners/spesa.svg', description: 'La spesa online', linkUrl: null },
]

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
})
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
  server.resetHandlers()
  session.clear()
  Reflect.deleteProperty(window, 'matchMedia')
})
afterAll(() => server.close())

function answerBanners(list: unknown[] = banners) {
  server.use(http.get(`${API}/cms/banners`, () => HttpResponse.json({ code: 0, data: list })))
}

async function showHome() {
  const view = await renderRoute('/')
  const u = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
  return { ...view, u }
}

const carousel = () => screen.getByRole('region', { name: 'Promozioni' })
const position = () => carousel().querySelector('.home-carousel__position')?.textContent
const visibleSlide = () => within(carousel()).getByRole('group')
const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms))

async function showCarousel() {
  answerBanners()
  const view = await showHome()
  await screen.findByRole('region', { name: 'Promozioni' })
  // The carousel's effects (its 10 s timer) run now, not inside the first tick: there they would
  // start the timer after the tick's time had passed (seen on a busy machine).
  await act(async () => {})
  return view
}

describe('home', () => {
  it('keeps the Login and Register buttons for a visitor, not for a logged-in customer', async () => {
    answerBanners([])
    await showHome()
    expect(screen.getByRole('heading', { level: 1, name: 'Benvenuto in Carta Alpimare' })).toBeInTheDocument()
    expect(inPage().getByRole('link', { name: 'Accedi' })).toHaveAttribute('href', '/app/login')
    expect(inPage().getByRole('link', { name: 'Registrati' })).toHaveAttribute('href', '/app/signup')
  })

  it("is the customer's once logged in: points, next voucher, their store's leaflet, their store (issue 35)", async () => {
    const receipt = {
      id: 9,
      storeId: 21,
      storeName: 'Alpimare Torino',
      source: 'STORE',
      at: '2026-11-20T10:00:00.000Z',
      lines: [],
      totalCents: 1000,
      paidCents: 1000,
      deliveryFeeCents: 0,
      pointsEarned: 10,
      voucher: null,
    }
    const leaflet = {
      id: 5,
      title: 'Offerte di novembre',
      coverImage: '/media/leaflets/5.svg',
      pdfLink: '/media/5.pdf',
      validFrom: null,
      validTo: null,
    }
    const store = {
      id: 21,
      name: 'Alpimare Torino',
      logoImageUrl: null,
      address: {
        address: 'Via Roma 1',
        zip: '10121',
        city: 'Torino',
        county: 'TO',
        latitude: 45,
        longitude: 7.6,
      },
      distance: null,
    }
    server.use(
      http.get(`${API}/receipts`, () =>
        HttpResponse.json({ code: 0, data: [receipt], number: 0, totalPages: 1 }),
      ),
      http.get(`${API}/cms/leaflets/store/21`, () => HttpResponse.json({ code: 0, data: [leaflet] })),
      http.get(`${API}/stores/21`, () => HttpResponse.json({ code: 0, data: store })),
      http.get(`${API}/coupons`, () =>
        HttpResponse.json({
          code: 0,
          data: [1, 2, 3].map((id) => ({
            id,
            title: `Coupon ${id}`,
            description: '',
            kind: 'AMOUNT',
            value: 100,
            validFrom: '2020-01-01T00:00:00.000Z',
            validTo: '2099-01-01T00:00:00.000Z',
            activated: id === 3,
            imageUrl: '/x.png',
          })),
        }),
      ),
    )
    const card = {
      id: 7,
      code: '0430001234560',
      description: 'Carta',
      points: 460,
      created: '2024-03-15T10:00:00.000Z',
      enabled: true,
    }
    session.replaceUser(
      v.parse(User, { id: 1, username: 'a@b.it', firstName: 'Giulia', lastName: 'B', cards: [card] }),
    )
    await showHome()
    expect(screen.getByRole('heading', { level: 1, name: 'Ciao Giulia' })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Accedi' })).toBeNull()
    const points = await screen.findByRole('region', { name: 'I tuoi punti' })
    expect(points).toHaveTextContent(/460\s*punti/)
    expect(within(points).getByRole('region', { name: 'Buoni sconto' })).toBeInTheDocument()
    const leafletRegion = screen.getByRole('region', { name: 'Il volantino della settimana' })
    expect(await within(leafletRegion).findByRole('link', { name: 'Offerte di novembre' })).toHaveAttribute(
      'href',
      '/app/leaflet?id=5&store=21',
    )
    const storeRegion = screen.getByRole('region', { name: 'Il tuo negozio' })
    expect(await within(storeRegion).findByRole('link', { name: 'Alpimare Torino' })).toHaveAttribute(
      'href',
      '/app/stores/21',
    )
    // The coupons waiting to be activated: how many, and the way to them.
    const coupons = await screen.findByRole('region', { name: 'Coupon da attivare' })
    expect(coupons).toHaveTextContent('Hai 2 coupon da attivare')
    expect(within(coupons).getByRole('link', { name: 'Vai ai coupon' })).toHaveAttribute(
      'href',
      '/app/coupons',
    )
    // Not the visitor's banners.
    expect(screen.queryByRole('region', { name: 'Promozioni' })).toBeNull()
  })
})

describe('banner carousel', () => {
  it('shows nothing while the list loads and when it is empty', async () => {
    let answer: () => void = () => undefined
    server.use(
      http.get(`${API}/cms/banners`, async () => {
        await new Promise<void>((resolve) => {
          answer = resolve
        })
        return HttpResponse.json({ code: 0, data: [] })
      }),
    )
    const { queryClient } = await showHome()
    expect(screen.queryByRole('region', { name: 'Promozioni' })).toBeNull()
    await waitFor(() => expect(queryClient.isFetching()).toBe(1))
    answer()
    await waitFor(() => expect(queryClient.isFetching()).toBe(0))
    expect(screen.queryByRole('region', { name: 'Promozioni' })).toBeNull()
    // No picture in the page (the shell's bar has the chain's logo).
    expect(within(screen.getByRole('main')).queryByRole('img')).toBeNull()
  })

  it('shows nothing on a failure and only logs it', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    server.use(
      http.get(`${API}/cms/banners`, () => HttpResponse.json({ code: 4000, message: 'Errore generico' })),
    )
    await showHome()
    await waitFor(() => expect(logged).toHaveBeenCalledWith('Banners not loaded', expect.anything()))
    expect(screen.queryByRole('region', { name: 'Promozioni' })).toBeNull()
    expect(screen.queryByText('Errore generico')).toBeNull()
  })

  it('follows the carousel pattern: roles, one slide at a time, position, named pictures', async () => {
    await showCarousel()
    expect(carousel()).toHaveAttribute('aria-roledescription', 'carosello')
    expect(position()).toBe('1 di 3')
    const slide = visibleSlide()
    expect(slide).toHaveAttribute('aria-roledescription', 'slide')
    expect(slide).toHaveAccessibleName('1 di 3')
    expect(within(slide).getByRole('img', { name: 'La carta fedeltà' })).toHaveAttribute(
      'src',
      '/media/banners/carta.svg',
    )
    expect(within(slide).getByRole('link')).toHaveAttribute('href', '/app/card')
    expect(carousel().querySelectorAll('[aria-roledescription="slide"]')).toHaveLength(3)
  })

  it('moves on by itself every 10 s, and not before', async () => {
    await showCarousel()
    // shouldAdvanceTime lets real milliseconds pass too: check half-way, then past the interval.
    tick(BANNER_INTERVAL_MS / 2)
    expect(position()).toBe('1 di 3')
    tick(BANNER_INTERVAL_MS / 2)
    expect(position()).toBe('2 di 3')
    expect(within(visibleSlide()).getByRole('img')).toHaveAccessibleName('I volantini')
    tick(BANNER_INTERVAL_MS)
    expect(position()).toBe('3 di 3')
    tick(BANNER_INTERVAL_MS)
    expect(position()).toBe('1 di 3')
    // Moves made by the timer are not announced.
    expect(carousel().querySelector('[aria-live="polite"]')).toBeEmptyDOMElement()
  })

  it('pauses and plays with the button', async () => {
    const { u } = await showCarousel()
    const pause = screen.getByRole('button', { name: 'Ferma lo scorrimento dei banner' })
    await u.click(pause)
    const play = screen.getByRole('button', { name: 'Avvia lo scorrimento dei banner' })
    // Pointer and focus away: only the button keeps it still.
    await u.unhover(carousel())
    act(() => play.blur())
    tick(3 * BANNER_INTERVAL_MS)
    expect(position()).toBe('1 di 3')
    await u.click(play)
    await u.unhover(carousel())
    act(() => screen.getByRole('button', { name: 'Ferma lo scorrimento dei banner' }).blur())
    tick(BANNER_INTERVAL_MS)
    expect(position()).toBe('2 di 3')
  })

  it('pauses while the pointer is over it and while the focus is in it', async () => {
    const { u } = await showCarousel()
    await u.hover(visibleSlide())
    tick(2 * BANNER_INTERVAL_MS)
    expect(position()).toBe('1 di 3')
    await u.unhover(carousel())
    tick(BANNER_INTERVAL_MS)
    expect(position()).toBe('2 di 3')

    act(() => screen.getByRole('button', { name: 'Banner successivo' }).focus())
    tick(2 * BANNER_INTERVAL_MS)
    expect(position()).toBe('2 di 3')
    act(() => screen.getByRole('button', { name: 'Banner successivo' }).blur())
    tick(BANNER_INTERVAL_MS)
    expect(position()).toBe('3 di 3')
  })

  it('goes back and forth with the keyboard, wrapping, and announces those moves', async () => {
    const { u } = await showCarousel()
    screen.getByRole('button', { name: 'Banner successivo' }).focus()
    await u.keyboard('{Enter}')
    expect(position()).toBe('2 di 3')
    const live = carousel().querySelector('[aria-live="polite"]')
    expect(live).toHaveTextContent('2 di 3: I volantini')
    await u.tab({ shift: true })
    expect(screen.getByRole('button', { name: 'Banner precedente' })).toHaveFocus()
    await u.keyboard('{Enter}')
    await u.keyboard(' ')
    expect(position()).toBe('3 di 3')
    expect(live).toHaveTextContent('3 di 3: La spesa online')
  })

  it('does not move by itself for who prefers reduced motion', async () => {
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      value: (query: string) => ({
        matches: query === '(prefers-reduced-motion: reduce)',
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }),
    })
    await showCarousel()
    expect(screen.getByRole('button', { name: 'Avvia lo scorrimento dei banner' })).toBeInTheDocument()
    tick(3 * BANNER_INTERVAL_MS)
    expect(position()).toBe('1 di 3')
  })

  it('has no controls for a single banner', async () => {
    answerBanners([banners[1]])
    await showHome()
    await screen.findByRole('img', { name: 'I volantini' })
    expect(screen.queryByRole('button', { name: /scorrimento/ })).toBeNull()
  })
})
