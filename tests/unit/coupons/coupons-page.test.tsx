import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import * as v from 'valibot'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { User } from '../../../src/api/schemas/profile'
import { activateLocale } from '../../../src/app/i18n'
import { session } from '../../../src/features/auth/session'
import { API, activateItalian, renderRoute } from '../render'

const coupon = {
  id: 5,
  title: 'Latticini, uova e salumi',
  description: 'Su latte, yogurt, formaggi, uova e salumi.',
  kind: 'PERCENT',
  value: 20,
  department: 'DAIRY',
  validFrom: '2026-01-01T00:00:00.000Z',
  validTo: '2099-12-31T00:00:00.000Z',
  activated: false,
  imageUrl: '/media/coupons/latticini.svg',
}

/** The server words its coupons in the language the call asks for (docs/coupons.md "Texts"). */
const inEnglish = {
  title: 'Dairy, eggs and cured meats',
  description: 'On milk, yogurt, cheese, eggs and cured meats.',
}

const server = setupServer(
  http.get(`${API}/coupons`, ({ request }) =>
    HttpResponse.json({
      code: 0,
      data: [request.headers.get('accept-language') === 'en' ? { ...coupon, ...inEnglish } : coupon],
    }),
  ),
  http.post(`${API}/coupons/5/activate`, () =>
    HttpResponse.json({ code: 0, data: { ...coupon, activated: true } }),
  ),
)
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }))
afterEach(() => session.clear())
afterAll(() => server.close())

describe('coupons page', () => {
  it('moves focus to "Attivato" when the focused "Attiva" button goes (keyboard use)', async () => {
    session.replaceUser(
      v.parse(User, { id: 1, username: 'a@b.it', firstName: 'Giulia', lastName: 'B', cards: [] }),
    )
    await renderRoute('/coupons')
    const activate = await screen.findByRole('button', { name: /^Attiva/ })
    activate.focus()
    await userEvent.keyboard('{Enter}')
    const state = await screen.findByText('Attivato')
    expect(screen.queryByRole('button', { name: /^Attiva/ })).toBeNull()
    expect(state.closest('p')).toHaveFocus()
  })
  it("asks for the list again in the app's new language when the language changes", async () => {
    session.replaceUser(
      v.parse(User, { id: 1, username: 'a@b.it', firstName: 'Giulia', lastName: 'B', cards: [] }),
    )
    await renderRoute('/coupons')
    await screen.findByRole('article', { name: coupon.title })
    try {
      await act(() => activateLocale('en'))
      const card = await screen.findByRole('article', { name: inEnglish.title })
      expect(card).toHaveTextContent(inEnglish.description)
      expect(card).toHaveTextContent('−20%')
    } finally {
      act(() => activateItalian())
    }
  })
})
