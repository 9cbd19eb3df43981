import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { session } from '../../../src/features/auth/session'
import { applyKey, type Key } from '../../../src/features/kiosk/on-screen-keys'
import { API, renderRoute } from '../render'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  server.resetHandlers()
  session.clear()
})
afterAll(() => server.close())

const char = (c: string): Key => ({ kind: 'char', char: c })
const at = (value: string, start = value.length, end = start) => ({
  value,
  selectionStart: start,
  selectionEnd: end,
})

describe('what a key does to the text', () => {
  it('writes at the caret, over a selection, and in capitals after Maiuscola', () => {
    expect(applyKey(at('Rsi', 1), char('o'))).toEqual({ value: 'Rosi', caret: 2 })
    expect(applyKey(at('Rossi', 1, 4), char('e'))).toEqual({ value: 'Rei', caret: 2 })
    expect(applyKey(at(''), char('è'), { upper: true })).toEqual({ value: 'È', caret: 1 })
    expect(applyKey(at('De'), { kind: 'space' })).toEqual({ value: 'De ', caret: 3 })
  })

  it('where the browser keeps no caret (an e-mail), writes at the end', () => {
    expect(applyKey({ value: 'anna', selectionStart: null, selectionEnd: null }, char('@'))).toEqual({
      value: 'anna@',
      caret: 5,
    })
  })

  it('takes back one character, or the selection; clears all; nothing to take from the start', () => {
    expect(applyKey(at('Rossi'), { kind: 'backspace' })).toEqual({ value: 'Ross', caret: 4 })
    expect(applyKey(at('Rossi', 0, 2), { kind: 'backspace' })).toEqual({ value: 'ssi', caret: 0 })
    expect(applyKey(at('Rossi', 0), { kind: 'backspace' })).toBeNull()
    expect(applyKey(at('Rossi', 2), { kind: 'clear' })).toEqual({ value: '', caret: 0 })
    expect(applyKey(at(''), { kind: 'clear' })).toBeNull()
  })

  it('stops at the field’s length, as the browser does', () => {
    expect(applyKey(at('0430007654324'), char('1'), { maxLength: 13 })).toBeNull()
    expect(applyKey(at('043000765432'), char('4'), { maxLength: 13 })).toEqual({
      value: '0430007654324',
      caret: 13,
    })
  })
})

const keys = () => screen.queryByRole('region', { name: 'Tastiera sullo schermo' })
const press = (label: string) => {
  const region = keys()
  if (!region) throw new Error('no keys on screen')
  fireEvent.click(within(region).getByRole('button', { name: label }))
}
const type = (text: string) => {
  for (const c of text) press(c === ' ' ? 'Spazio' : c)
}

describe('the kiosk’s on-screen keys', () => {
  it('open with digits under the card number and letters under the surname, and log a customer in', async () => {
    let sent: unknown = null
    const profile = {
      id: 3,
      username: '0430007654324',
      firstName: 'Giuseppe',
      lastName: "D'Angelo",
      cards: [],
    }
    server.use(
      http.post(`${API}/totem/login`, async ({ request }) => {
        sent = await request.json()
        return HttpResponse.json({ code: 0, data: { profile, jwt: 'kiosk-token' } })
      }),
      // The card page the login leads to asks for the fresh profile.
      http.get(`${API}/profiles/login`, () => HttpResponse.json({ code: 0, data: profile })),
    )
    const { router } = await renderRoute('/totem/login?storeId=21')
    expect(keys()).toBeNull()

    const card = screen.getByLabelText(/Numero della carta/)
    act(() => card.focus())
    expect(keys()).not.toBeNull()
    // A numeric keypad: no letters.
    expect(within(keys() as HTMLElement).queryByRole('button', { name: 'q' })).toBeNull()
    type('04300076543249')
    // The 14th digit does not fit, and the field is shown above the keys.
    expect(card).toHaveValue('0430007654324')
    expect(document.querySelector('.kiosk-keys__field')).toHaveTextContent('Numero della carta0430007654324')
    press('Cancella')
    expect(card).toHaveValue('043000765432')
    press('4')
    expect(card).toHaveFocus()

    press('Avanti')
    const surname = screen.getByLabelText(/Cognome/)
    expect(surname).toHaveFocus()
    // A capital for one letter: the key shows it.
    press('Maiuscola')
    type("D'")
    press('Maiuscola')
    type('Angelo')
    expect(surname).toHaveValue("D'Angelo")

    press('Avanti')
    // The focus on the button: the keys close.
    expect(screen.getByRole('button', { name: 'Accedi' })).toHaveFocus()
    expect(keys()).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Accedi' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/totem/card'))
    expect(sent).toEqual({ cardCode: '0430007654324', lastName: "D'Angelo" })
  })

  it('give an e-mail its @ and a date its digits, with the slashes put in', async () => {
    await renderRoute('/totem/signup?storeId=21')
    const email = screen.getByLabelText(/^Email/)
    act(() => email.focus())
    type('anna')
    press('@')
    type('esempio.it')
    expect(email).toHaveValue('anna@esempio.it')

    const birth = screen.getByLabelText(/Data di nascita/)
    act(() => birth.focus())
    expect(within(keys() as HTMLElement).queryByRole('button', { name: '@' })).toBeNull()
    type('01021980')
    expect(birth).toHaveValue('01/02/1980')
  })

  it('close when the focus leaves the field, keeping nothing', async () => {
    await renderRoute('/totem/login?storeId=21')
    const surname = screen.getByLabelText(/Cognome/)
    act(() => surname.focus())
    press('Maiuscola')
    act(() => surname.blur())
    expect(keys()).toBeNull()
    act(() => surname.focus())
    // Maiuscola is off again.
    expect(within(keys() as HTMLElement).getByRole('button', { name: 'Maiuscola' })).toHaveAttribute(
      'aria-pressed',
      'false',
    )
  })
})
