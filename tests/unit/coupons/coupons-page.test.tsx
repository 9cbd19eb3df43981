import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import * as v from 'valibot'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { User } from '../../../src/api/schemas/profile'
import { session } from '../../../src/features/auth/session'
import { API, renderRoute } from '../render'

const coupon = {
  id: 5,
  title: '-20% Latticini',
  description: 'Il 20% in meno su latte, yogurt, formaggi e uova.',
  kind: 'PERCENT',
  value: 20,
  department: 'DAIRY',
  validFrom: '2026-01-01T00:00:00.000Z',
  validTo: '2099-12-31T00:00:00.000Z',
  activated: false,
  imageUrl: '/media/coupons/latticini.svg',
}

const server = setupServer(
  http.get(`${API}/coupons`, () => HttpResponse.json({ code: 0, data: [coupon] })),
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
})
