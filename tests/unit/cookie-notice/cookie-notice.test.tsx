import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { COOKIE_NOTICE_KEY } from '../../../src/features/cookie-notice/cookie-consent'
import { API, renderRoute } from '../render'

const DAY = 24 * 60 * 60 * 1000
const START = new Date('2026-01-10T09:00:00.000Z')

// The notice is shown over the home page, which asks for its banners: none.
const server = setupServer(http.get(`${API}/cms/banners`, () => HttpResponse.json({ code: 0, data: [] })))
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(START)
})
afterEach(() => {
  vi.useRealTimers()
  document.documentElement.style.removeProperty('--cookie-notice-height')
})

const bar = () => screen.queryByRole('region', { name: 'Informativa sui cookie' })

async function showNotice() {
  return renderRoute('/')
}

async function acceptAndRemount() {
  const first = await showNotice()
  await userEvent.setup().click(screen.getByRole('button', { name: 'OK' }))
  first.unmount()
}

describe('cookie notice', () => {
  it('is a bar with a link to /cookies and an OK button, reachable by keyboard', async () => {
    await showNotice()
    expect(bar()).toHaveTextContent('Questo sito usa solo cookie tecnici')
    expect(screen.getByRole('link', { name: 'cookie policy' })).toHaveAttribute('href', '/app/cookies')
    const u = userEvent.setup()
    // Tab by Tab through the page it sits under, as a keyboard user goes.
    const link = screen.getByRole('link', { name: 'cookie policy' })
    for (let presses = 0; presses < 40 && document.activeElement !== link; presses++) await u.tab()
    expect(link).toHaveFocus()
    await u.tab()
    expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus()
    await u.keyboard('{Enter}')
    expect(bar()).toBeNull()
  })

  it('goes away with OK and remembers the date of the acceptance', async () => {
    await acceptAndRemount()
    expect(JSON.parse(localStorage.getItem(COOKIE_NOTICE_KEY) ?? '{}')).toEqual({
      acceptedAt: START.toISOString(),
    })
    await showNotice()
    expect(bar()).toBeNull()
  })

  it('stays away for 150 days and comes back after them', async () => {
    await acceptAndRemount()
    vi.setSystemTime(START.getTime() + 149 * DAY)
    const before = await showNotice()
    expect(bar()).toBeNull()
    before.unmount()
    vi.setSystemTime(START.getTime() + 151 * DAY)
    await showNotice()
    expect(bar()).toBeInTheDocument()
  })

  it('shows again when the stored acceptance is unreadable or from the future', async () => {
    localStorage.setItem(COOKIE_NOTICE_KEY, 'not json')
    const first = await showNotice()
    expect(bar()).toBeInTheDocument()
    first.unmount()
    localStorage.setItem(COOKIE_NOTICE_KEY, JSON.stringify({ acceptedAt: '2027-01-01T00:00:00.000Z' }))
    await showNotice()
    expect(bar()).toBeInTheDocument()
  })

  it('keeps room for itself at the end of the page while shown', async () => {
    await showNotice()
    expect(document.documentElement.style.getPropertyValue('--cookie-notice-height')).toMatch(/^\d+px$/)
    await userEvent.setup().click(screen.getByRole('button', { name: 'OK' }))
    expect(document.documentElement.style.getPropertyValue('--cookie-notice-height')).toBe('')
  })

  it('hands the focus to the page when it goes', async () => {
    const main = document.createElement('main')
    main.id = 'main'
    main.tabIndex = -1
    document.body.append(main)
    try {
      await showNotice()
      await userEvent.setup().click(screen.getByRole('button', { name: 'OK' }))
      expect(main).toHaveFocus()
    } finally {
      main.remove()
    }
  })
})
