import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { withCheckDigit } from '../../../src/api/card-code'
import type { StaffOrder } from '../../../src/api/schemas/staff'
import { staffSession } from '../../../src/features/staff/staff-session'
import { formatTime } from '../../../src/ui/format/dates'
import { API, renderRoute } from '../render'
import {
  cheese,
  handoverAmountHandler,
  logInStaff,
  milk,
  ok,
  orderHandler,
  pasta,
  refused,
  refusedWith,
  similarYogurt,
  staffOrder,
} from './fixtures'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => {
  logInStaff()
  server.use(http.get(`${API}/staff/events`, () => new HttpResponse(null, { status: 404 })))
})
afterEach(() => {
  server.resetHandlers()
  staffSession.end()
})
afterAll(() => server.close())

/** PUT …/lines/{lineId}: records each body and answers `answer(body)`. */
function linePuts(answer: (body: Record<string, unknown>, lineId: string) => Response) {
  const bodies: { lineId: string; body: Record<string, unknown> }[] = []
  server.use(
    http.put(`${API}/staff/orders/71/lines/:lineId`, async ({ request, params }) => {
      const body = (await request.json()) as Record<string, unknown>
      bodies.push({ lineId: String(params.lineId), body })
      return answer(body, String(params.lineId))
    }),
  )
  return bodies
}

/** POST …/handover: records each body and answers `answer(body)`. */
function handoverPosts(answer: (body: { pickupCode?: string; cardCode?: string }) => Response) {
  const bodies: unknown[] = []
  server.use(
    http.post(`${API}/staff/orders/71/handover`, async ({ request }) => {
      const body = (await request.json()) as { pickupCode?: string; cardCode?: string }
      bodies.push(body)
      return answer(body)
    }),
  )
  return bodies
}

/** A scanner's burst: the digits and Enter, far quicker than a hand, wherever the focus is. */
function scan(code: string) {
  for (const key of [...code, 'Enter']) fireEvent.keyDown(document.activeElement ?? document.body, { key })
}

/** An alert of the page (not the empty live regions beside it) says `text`. */
async function alertSays(text: string) {
  await waitFor(() =>
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContainEqual(
      expect.stringContaining(text),
    ),
  )
}

async function typeEan(code: string) {
  // Typed at a hand's pace: the field's own Enter, not a burst.
  const u = userEvent.setup({ delay: 80 })
  const field = await screen.findByLabelText(/^EAN/)
  await u.clear(field)
  await u.type(field, `${code}{Enter}`)
  return u
}

describe('picking an order', () => {
  it('shows the slot, mode, cut-off, status and both amounts in the head, lines by department', async () => {
    server.use(orderHandler(staffOrder({ status: 'TO_BE_PREPARED', actions: [] })))
    let started = false
    server.use(
      http.post(`${API}/staff/orders/71/start`, () => {
        started = true
        return ok(staffOrder())
      }),
    )
    await renderRoute('/staff/orders/71')
    expect(await screen.findByRole('heading', { level: 1, name: 'Ordine 71 · Mario' })).toBeVisible()
    const order = staffOrder()
    expect(
      screen.getByText(new RegExp(`Il cliente può annullare fino alle ${formatTime(order.cutoffAt)}`)),
    ).toBeVisible()
    expect(screen.getByText('Drive')).toBeVisible()
    expect(screen.getByText('Da preparare')).toBeVisible()
    expect(screen.getByTestId('authorised')).toHaveTextContent('16,00 €')
    expect(screen.getByTestId('picked-total')).toHaveTextContent('0,00 €')
    const departments = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)
    // Named as the store's aisles name them, never by the catalogue's code.
    expect(departments.slice(0, 2)).toEqual(['Latticini, uova e salumi', 'Dispensa'])
    expect(screen.queryByText('DAIRY')).toBeNull()
    const dairy = screen.getByRole('region', { name: 'Latticini, uova e salumi' })
    expect(within(dairy).getByText('Latte intero 1 l')).toBeVisible()
    expect(within(dairy).getByText(`EAN ${milk.ean}`)).toBeVisible()
    await userEvent.setup().click(screen.getByRole('button', { name: 'Inizia la preparazione' }))
    await waitFor(() => expect(started).toBe(true))
    const ean = await screen.findByLabelText(/^EAN/)
    expect(ean).toBeVisible()
    // A scanner types into the focused element: the field takes the focus as picking starts.
    await waitFor(() => expect(ean).toHaveFocus())
  })

  it('picks the line of a scanned EAN, wherever the focus is, and says so in a live region', async () => {
    server.use(orderHandler(staffOrder()))
    const bodies = linePuts(() =>
      ok(
        staffOrder({
          lines: [{ ...milk, picked: { quantity: 2, amountCents: 258 } }, cheese, pasta],
          pickedTotalCents: 258,
        }),
      ),
    )
    await renderRoute('/staff/orders/71')
    await screen.findByLabelText(/^EAN/)
    // Two pieces ordered: the first scan counts one, the second picks the line without a further step.
    scan(milk.ean)
    expect(await screen.findByText('Latte intero 1 l: 1 di 2')).toBeVisible()
    expect(screen.getByTestId('piece-count')).toHaveTextContent('1 di 2')
    expect(bodies).toEqual([])
    scan(milk.ean)
    await waitFor(() => expect(bodies).toEqual([{ lineId: '101', body: { ean: milk.ean, quantity: 2 } }]))
    expect(await screen.findByText('Prelevato: Latte intero 1 l')).toBeVisible()
    expect(screen.getByTestId('picked-total')).toHaveTextContent('2,58 €')
    // The burst's digits did not stay in the EAN field.
    expect(screen.getByLabelText(/^EAN/)).toHaveValue('')
  })

  it('picks by a typed EAN and Enter; an EAN of no product of the order is refused, kept and selected for mending', async () => {
    server.use(orderHandler(staffOrder()))
    const bodies = linePuts(() => ok(staffOrder()))
    await renderRoute('/staff/orders/71')
    const wrong = withCheckDigit('800199999999')
    const u = await typeEan(wrong)
    await alertSays(`Il codice ${wrong} non è di nessun prodotto di questo ordine.`)
    expect(bodies).toEqual([])
    // The typo stays, selected: a correction edits it, the next scan or typing replaces it.
    const field = screen.getByLabelText<HTMLInputElement>(/^EAN/)
    expect(field).toHaveValue(wrong)
    expect(field).toHaveFocus()
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, wrong.length])
    // Typed over the selection (a click would move the caret): the new code replaces the old.
    await u.keyboard(`${pasta.ean}{Enter}`)
    await waitFor(() => expect(bodies).toEqual([{ lineId: '102', body: { ean: pasta.ean, quantity: 1 } }]))
    expect(field).toHaveValue('')
  })

  it("shows the server's refusal of a pick (55) naming the product expected", async () => {
    server.use(orderHandler(staffOrder()))
    linePuts(() => refused(55))
    await renderRoute('/staff/orders/71')
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Prelevato: Spaghetti 500 g' }))
    await alertSays(`Il codice ${pasta.ean} non è quello di Spaghetti 500 g.`)
  })

  it('says a picked line’s state once; its buttons say what they do again', async () => {
    server.use(
      orderHandler(
        staffOrder({
          lines: [
            { ...milk, picked: { quantity: 2, amountCents: 258 } },
            cheese,
            { ...pasta, missing: true },
          ],
        }),
      ),
    )
    await renderRoute('/staff/orders/71')
    const picked = (await screen.findByText('Latte intero 1 l')).closest('li') ?? expect.fail('no line')
    expect(within(picked).getAllByText('Prelevato')).toHaveLength(1)
    expect(within(picked).getByRole('button', { name: 'Preleva di nuovo: Latte intero 1 l' })).toBeVisible()
    expect(within(picked).getByRole('button', { name: 'Mancante: Latte intero 1 l' })).toBeVisible()
    // Missing with "Nessuna sostituzione": nothing but picking it after all.
    const missing = screen.getByText('Spaghetti 500 g').closest('li') ?? expect.fail('no line')
    expect(within(missing).getAllByText('Mancante')).toHaveLength(1)
    expect(
      within(missing)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Preleva di nuovo'])
  })

  it('shows on the line the product a SPECIFIC choice names', async () => {
    const specific = {
      ...milk,
      substitution: { mode: 'SPECIFIC' as const, productId: 9 },
      substitutionName: 'Latte di capra 1 l',
    }
    server.use(orderHandler(staffOrder({ lines: [specific, cheese, pasta] })))
    await renderRoute('/staff/orders/71')
    const line = (await screen.findByText('Latte intero 1 l')).closest('li') ?? expect.fail('no line')
    expect(within(line).getByText('Sostituto scelto dal cliente: Latte di capra 1 l')).toBeVisible()
  })

  it('counts a line of several pieces scan by scan; "Solo questi" sends the count, below the pieces ordered', async () => {
    const threeMilk = { ...milk, quantity: 3, amountCents: 387 }
    server.use(orderHandler(staffOrder({ lines: [threeMilk, cheese, pasta] })))
    const bodies = linePuts(() =>
      ok(staffOrder({ lines: [{ ...threeMilk, picked: { quantity: 2, amountCents: 258 } }, cheese, pasta] })),
    )
    await renderRoute('/staff/orders/71')
    await screen.findByLabelText(/^EAN/)
    scan(milk.ean)
    expect(await screen.findByText('Latte intero 1 l: 1 di 3')).toBeVisible()
    scan(milk.ean)
    expect(await screen.findByText('Latte intero 1 l: 2 di 3')).toBeVisible()
    const panel = screen.getByRole('region', { name: 'Pezzi di Latte intero 1 l' })
    expect(within(panel).getByRole('button', { name: 'Completa: 3 di 3' })).toBeVisible()
    // Another line's code while counting is a slip: refused, nothing sent, the count kept.
    scan(pasta.ean)
    await alertSays('Prima finisci Latte intero 1 l: 2 di 3')
    expect(bodies).toEqual([])
    await userEvent.setup().click(within(panel).getByRole('button', { name: 'Solo questi: 2' }))
    await waitFor(() => expect(bodies).toEqual([{ lineId: '101', body: { ean: milk.ean, quantity: 2 } }]))
    expect(await screen.findByText('Prelevato: Latte intero 1 l, 2 di 3')).toBeVisible()
    expect(screen.queryByRole('region', { name: 'Pezzi di Latte intero 1 l' })).not.toBeInTheDocument()
  })

  it('a tap on a line of several pieces starts from the pieces ordered, with the focus on "Completa"', async () => {
    server.use(orderHandler(staffOrder()))
    const bodies = linePuts(() => ok(staffOrder()))
    await renderRoute('/staff/orders/71')
    const u = userEvent.setup()
    await u.click(await screen.findByRole('button', { name: 'Prelevato: Latte intero 1 l' }))
    const complete = await screen.findByRole('button', { name: 'Completa: 2 di 2' })
    expect(screen.getByTestId('piece-count')).toHaveTextContent('2 di 2')
    await waitFor(() => expect(complete).toHaveFocus())
    // Every piece found: no "Solo questi" to choose.
    expect(screen.queryByRole('button', { name: /^Solo questi/ })).not.toBeInTheDocument()
    await u.keyboard('{Enter}')
    await waitFor(() => expect(bodies).toEqual([{ lineId: '101', body: { ean: milk.ean, quantity: 2 } }]))
    expect(await screen.findByText('Prelevato: Latte intero 1 l')).toBeVisible()
    // The panel gone, the focus is back in the EAN field for the next scan.
    await waitFor(() => expect(screen.getByLabelText(/^EAN/)).toHaveFocus())
  })

  it('steps the count down by keyboard to none, which opens the missing line’s dialog; Escape leaves the count', async () => {
    server.use(
      orderHandler(staffOrder()),
      http.get(`${API}/staff/orders/71/lines/101/substitutes`, () => ok([similarYogurt])),
    )
    const bodies = linePuts(() => ok(staffOrder()))
    await renderRoute('/staff/orders/71')
    const u = userEvent.setup()
    await u.click(await screen.findByRole('button', { name: 'Prelevato: Latte intero 1 l' }))
    await waitFor(() => expect(screen.getByRole('button', { name: 'Completa: 2 di 2' })).toHaveFocus())
    await u.keyboard('{Escape}')
    expect(screen.queryByTestId('piece-count')).not.toBeInTheDocument()
    expect(await screen.findByText('Conteggio annullato: Latte intero 1 l')).toBeVisible()
    await u.click(screen.getByRole('button', { name: 'Prelevato: Latte intero 1 l' }))
    const less = await screen.findByRole('button', { name: 'Un pezzo in meno' })
    less.focus()
    await u.keyboard('{Enter}')
    expect(await screen.findByText('Latte intero 1 l: 1 di 2')).toBeVisible()
    await u.keyboard('{Enter}')
    expect(screen.getByTestId('piece-count')).toHaveTextContent('0 di 2')
    expect(less).toBeDisabled()
    await u.click(screen.getByRole('button', { name: 'Nessuno: mancante…' }))
    expect(await screen.findByRole('dialog', { name: 'Manca Latte intero 1 l' })).toBeVisible()
    expect(bodies).toEqual([])
  })

  it('gives the focus back to the button that opened the weight dialog when it is left with Escape', async () => {
    server.use(orderHandler(staffOrder()))
    await renderRoute('/staff/orders/71')
    const u = userEvent.setup()
    const opener = await screen.findByRole('button', { name: 'Prelevato: Fontina al banco' })
    await u.click(opener)
    const dialog = await screen.findByRole('dialog', { name: 'Peso di Fontina al banco' })
    within(dialog).getByLabelText('Grammi').focus()
    // Escape, as the browser says it to a modal dialog.
    fireEvent(dialog, new Event('cancel', { cancelable: true }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(opener).toHaveFocus()
  })

  it('tells the most grams a weight may have when it would pass the authorised amount (57)', async () => {
    server.use(orderHandler(staffOrder()))
    linePuts(() => refusedWith(57, { maxCents: 907, maxGrams: 480 }))
    await renderRoute('/staff/orders/71')
    const u = userEvent.setup()
    await u.click(await screen.findByRole('button', { name: 'Prelevato: Fontina al banco' }))
    const dialog = await screen.findByRole('dialog', { name: 'Peso di Fontina al banco' })
    await u.type(within(dialog).getByLabelText('Grammi'), '600')
    await u.click(within(dialog).getByRole('button', { name: 'Registra il peso' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      "L'importo supererebbe quello autorizzato sulla carta del cliente. Al massimo 480 g (9,07 €).",
    )
  })

  it('asks the grams of a weighed line, and a confirmation beyond ±30% of the estimate', async () => {
    server.use(orderHandler(staffOrder()))
    const bodies = linePuts(() => ok(staffOrder()))
    await renderRoute('/staff/orders/71')
    const u = userEvent.setup()
    await u.click(await screen.findByRole('button', { name: 'Prelevato: Fontina al banco' }))
    const dialog = await screen.findByRole('dialog', { name: 'Peso di Fontina al banco' })
    expect(within(dialog).getByText('Stima: circa 500 g')).toBeVisible()
    await u.type(within(dialog).getByLabelText('Grammi'), '900')
    await u.click(within(dialog).getByRole('button', { name: 'Registra il peso' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      '900 g è molto lontano dalla stima di 500 g',
    )
    expect(bodies).toEqual([])
    await u.click(within(dialog).getByRole('button', { name: 'Conferma il peso' }))
    await waitFor(() =>
      expect(bodies).toEqual([{ lineId: '103', body: { ean: cheese.ean, quantity: 2, weightGrams: 900 } }]),
    )
    expect(await screen.findByText('Pesato: Fontina al banco, 900 g')).toBeVisible()
  })

  it("fills in a scale label's grams and sends the label as the EAN", async () => {
    server.use(orderHandler(staffOrder()))
    const bodies = linePuts(() => ok(staffOrder()))
    await renderRoute('/staff/orders/71')
    const label = withCheckDigit(`${cheese.ean.slice(0, 7)}00480`)
    await typeEan(label)
    const dialog = await screen.findByRole('dialog', { name: 'Peso di Fontina al banco' })
    expect(within(dialog).getByLabelText('Grammi')).toHaveValue('480')
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Registra il peso' }))
    await waitFor(() =>
      expect(bodies).toEqual([{ lineId: '103', body: { ean: label, quantity: 2, weightGrams: 480 } }]),
    )
  })

  it("honours the customer's 'Nessuna sostituzione': only 'Segna come mancante', no substitutes asked", async () => {
    server.use(orderHandler(staffOrder()))
    const bodies = linePuts(() => ok(staffOrder({ lines: [milk, cheese, { ...pasta, missing: true }] })))
    await renderRoute('/staff/orders/71')
    const u = userEvent.setup()
    await u.click(await screen.findByRole('button', { name: 'Mancante: Spaghetti 500 g' }))
    const dialog = await screen.findByRole('dialog', { name: 'Manca Spaghetti 500 g' })
    expect(within(dialog).getByText('Il cliente non vuole sostituzioni per questo prodotto.')).toBeVisible()
    expect(within(dialog).queryByRole('button', { name: /^Sostituisci/ })).not.toBeInTheDocument()
    await u.click(within(dialog).getByRole('button', { name: 'Segna come mancante' }))
    await waitFor(() => expect(bodies).toEqual([{ lineId: '102', body: { missing: true } }]))
    expect(await screen.findByText('Mancante: Spaghetti 500 g')).toBeVisible()
    // Its "Mancante" is gone with the dialog: the focus goes to the EAN field, not the page's body.
    expect(screen.queryByRole('button', { name: 'Mancante: Spaghetti 500 g' })).not.toBeInTheDocument()
    await waitFor(() => expect(screen.getByLabelText(/^EAN/)).toHaveFocus())
  })

  it('offers the substitutes of a SIMILAR line and shows a refusal above the authorised amount (57)', async () => {
    server.use(
      orderHandler(staffOrder()),
      http.get(`${API}/staff/orders/71/lines/101/substitutes`, () => ok([similarYogurt])),
    )
    let answer = ok(staffOrder())
    const bodies = linePuts(() => answer)
    await renderRoute('/staff/orders/71')
    const u = userEvent.setup()
    await u.click(await screen.findByRole('button', { name: 'Mancante: Latte intero 1 l' }))
    const dialog = await screen.findByRole('dialog', { name: 'Manca Latte intero 1 l' })
    const choose = await within(dialog).findByRole('button', {
      name: 'Sostituisci con Latte parzialmente scremato 1 l',
    })
    expect(within(dialog).getByText('Reparto: Latticini, uova e salumi')).toBeVisible()
    // The list is the server's, already within the authorisation: the dialog says so.
    expect(
      within(dialog).getByText(
        "Sono elencati solo i prodotti che restano entro l'importo autorizzato sulla carta.",
      ),
    ).toBeVisible()
    // "Segna come mancante" comes before the list (on a phone, never below ten products).
    const missing = within(dialog).getByRole('button', { name: 'Segna come mancante' })
    expect(missing.compareDocumentPosition(choose) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    answer = refusedWith(57, { maxCents: 238 })
    await u.click(choose)
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      "L'importo supererebbe quello autorizzato sulla carta del cliente. Al massimo 2,38 €.",
    )
    answer = ok(staffOrder())
    await u.click(choose)
    await waitFor(() => expect(bodies).toHaveLength(2))
    expect(bodies[1]).toEqual({ lineId: '101', body: { substitute: { productId: 9, quantity: 2 } } })
    expect(
      await screen.findByText('Sostituito: Latte intero 1 l con Latte parzialmente scremato 1 l'),
    ).toBeVisible()
  })

  it("shows the server's 58 when a line is not done, with the focus on the first line still to do", async () => {
    server.use(
      orderHandler(staffOrder({ lines: [{ ...milk, missing: true }, cheese, pasta] })),
      http.post(`${API}/staff/orders/71/receipt`, () => refused(58)),
    )
    await renderRoute('/staff/orders/71')
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Termina e crea lo scontrino' }))
    await alertSays('Ogni riga deve essere prelevata, sostituita o segnata come mancante.')
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Prelevato: Fontina al banco' })).toHaveFocus(),
    )
  })

  it('asks a confirmation before the receipt; cancelled, nothing is sent', async () => {
    const done = staffOrder({
      lines: [
        { ...milk, picked: { quantity: 2, amountCents: 258 } },
        { ...cheese, picked: { quantity: 2, weightGrams: 480, amountCents: 907 } },
        { ...pasta, missing: true },
      ],
    })
    let issued = 0
    server.use(
      orderHandler(done),
      http.post(`${API}/staff/orders/71/receipt`, () => {
        issued++
        return ok({ ...done, status: 'TO_BE_COLLECTED' })
      }),
    )
    await renderRoute('/staff/orders/71')
    const u = userEvent.setup()
    const finish = await screen.findByRole('button', { name: 'Termina e crea lo scontrino' })
    await u.click(finish)
    const dialog = await screen.findByRole('dialog', { name: "Terminare l'ordine 71 e creare lo scontrino?" })
    await u.click(within(dialog).getByRole('button', { name: 'Annulla' }))
    expect(issued).toBe(0)
    await u.click(finish)
    await u.click(
      within(
        await screen.findByRole('dialog', { name: "Terminare l'ordine 71 e creare lo scontrino?" }),
      ).getByRole('button', { name: 'Crea lo scontrino' }),
    )
    expect(await screen.findByText("Scontrino creato: l'ordine è pronto.")).toBeVisible()
    expect(issued).toBe(1)
    // "Termina" is gone with the picking: the focus goes to the order's heading, not the page's body.
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus())
  })

  it('says a cash order is paid in cash at collection, with no authorised amount', async () => {
    server.use(orderHandler(staffOrder({ paymentMode: 'CASH', authorisedCents: null })))
    await renderRoute('/staff/orders/71')
    expect(await screen.findByTestId('payment')).toHaveTextContent('In contanti al ritiro')
    expect(screen.queryByTestId('authorised')).not.toBeInTheDocument()
    expect(screen.queryByText('Autorizzato')).not.toBeInTheDocument()
    expect(screen.queryByText('Contanti')).not.toBeInTheDocument()
  })
})

describe('the hand-over', () => {
  const substituted = {
    ...milk,
    substitute: {
      productId: 9,
      name: 'Latte parzialmente scremato 1 l',
      quantity: 2,
      amountCents: 238,
      regularPriceCents: null,
    },
  }
  const ready = (fields: Partial<StaffOrder> = {}) =>
    staffOrder({
      status: 'TO_BE_COLLECTED',
      lines: [substituted, { ...cheese, picked: { quantity: 2, weightGrams: 480, amountCents: 907 } }, pasta],
      ...fields,
    })
  /** What the hand-over would charge: the picked lines, less the milk's substitute when refused. */
  const amountOf = (refusedLineIds: number[]) => ({
    amountCents: refusedLineIds.includes(substituted.id) ? 1165 : 1403,
    couponCents: 0,
  })
  beforeEach(() => {
    server.use(handoverAmountHandler(amountOf).handler)
  })
  const asked = () => screen.findByRole('dialog', { name: "Consegnare l'ordine 71 al cliente?" })
  /** A code typed and "Consegna": the confirmation opens and asks the amount. */
  async function askHandOver(u: ReturnType<typeof userEvent.setup>, code = '0042') {
    await u.type(await screen.findByLabelText('Codice di ritiro o carta del cliente'), code)
    await u.click(screen.getByRole('button', { name: 'Consegna' }))
    return asked()
  }
  /** A reply the test lets go when it wants: the call is seen waiting. */
  function heldBack() {
    let release: (reply: Response) => void = () => {}
    const reply = new Promise<Response>((resolve) => {
      release = resolve
    })
    return { reply, release: (answer: Response) => release(answer) }
  }

  it('refuses a wrong code and changes nothing; the right one hands over with the refused substitutes', async () => {
    server.use(orderHandler(ready()))
    const bodies = handoverPosts((body) =>
      body.pickupCode === '0042' ? ok(ready({ status: 'COLLECTED', finalTotalCents: 1165 })) : refused(59),
    )
    await renderRoute('/staff/orders/71')
    const u = userEvent.setup()
    const code = await screen.findByLabelText('Codice di ritiro o carta del cliente')
    await u.type(code, '1234')
    await u.click(screen.getByRole('button', { name: 'Consegna' }))
    // Irreversible: asked once more; cancelled, nothing is sent.
    await u.click(within(await asked()).getByRole('button', { name: 'Annulla' }))
    expect(bodies).toEqual([])
    await u.click(screen.getByRole('button', { name: 'Consegna' }))
    await u.click(within(await asked()).getByRole('button', { name: 'Conferma la consegna' }))
    await alertSays("Il codice di ritiro o la carta non corrispondono all'ordine.")
    expect(screen.getAllByText('Pronto per il ritiro').length).toBeGreaterThan(0)
    await u.click(
      screen.getByRole('checkbox', { name: /Rifiutato dal cliente: Latte parzialmente scremato/ }),
    )
    await u.clear(code)
    await u.type(code, '0042')
    await u.click(screen.getByRole('button', { name: 'Consegna' }))
    const dialog = await asked()
    expect(within(dialog).getByText('1 sostituto rifiutato non viene addebitato.')).toBeVisible()
    // The amount with the refusal, as the server counts it: what is charged once handed over.
    expect(await within(dialog).findByText(/^Da addebitare sulla carta:/)).toHaveTextContent(
      'Da addebitare sulla carta: 11,65 € (ordinato: 13,02 €)',
    )
    await u.click(within(dialog).getByRole('button', { name: 'Conferma la consegna' }))
    expect(await screen.findByText('Ordine 71 consegnato.')).toBeVisible()
    // Handed over: the total is what the card was charged.
    expect(screen.getByText('Addebitato')).toBeVisible()
    expect(screen.getByTestId('picked-total')).toHaveTextContent('11,65 €')
    expect(bodies).toEqual([
      { pickupCode: '1234', refusedLineIds: [] },
      { pickupCode: '0042', refusedLineIds: [101] },
    ])
    expect(screen.getAllByText('Ritirato').length).toBeGreaterThan(0)
  })

  it('says the tries the pickup code has left after a wrong one, and once locked asks for the card only', async () => {
    let triesLeft = 2
    server.use(http.get(`${API}/staff/orders/71`, () => ok(ready({ pickupCodeTriesLeft: triesLeft }))))
    const bodies = handoverPosts(() => {
      triesLeft -= 1
      return refused(triesLeft === 0 ? 73 : 59)
    })
    await renderRoute('/staff/orders/71')
    const u = userEvent.setup()
    expect(
      await screen.findByText(
        'Restano 2 tentativi con il codice di ritiro, poi serve la carta fedeltà del cliente.',
      ),
    ).toBeVisible()
    const handOver = async (code: string) => {
      const field = screen.getByLabelText(/^(Codice di ritiro o carta del cliente|Carta del cliente)$/)
      await u.clear(field)
      await u.type(field, code)
      await u.click(screen.getByRole('button', { name: 'Consegna' }))
    }
    await handOver('1234')
    await u.click(
      within(await screen.findByRole('dialog', { name: "Consegnare l'ordine 71 al cliente?" })).getByRole(
        'button',
        {
          name: 'Conferma la consegna',
        },
      ),
    )
    // The server counted it: the order read again says so.
    expect(
      await screen.findByText(
        'Resta 1 tentativo con il codice di ritiro, poi serve la carta fedeltà del cliente.',
      ),
    ).toBeVisible()
    await handOver('4321')
    await u.click(
      within(await screen.findByRole('dialog', { name: "Consegnare l'ordine 71 al cliente?" })).getByRole(
        'button',
        {
          name: 'Conferma la consegna',
        },
      ),
    )
    // The refusal that locked it says so, once (not again in the standing note above the field).
    await alertSays(
      'Troppi codici di ritiro errati: il codice è bloccato, consegna solo con la carta fedeltà del cliente.',
    )
    expect(await screen.findByLabelText('Carta del cliente')).toBeVisible()
    expect(screen.getAllByText(/bloccat/)).toHaveLength(1)
    // Locked: four digits are not sent; the note says why, the refusal what to do.
    await handOver('0042')
    await alertSays('Passa la carta fedeltà del cliente o scrivine il numero.')
    expect(
      screen.getByText(
        'Codice di ritiro bloccato dopo 5 tentativi errati: consegna solo con la carta fedeltà del cliente.',
      ),
    ).toBeVisible()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(bodies).toHaveLength(2)
  })

  it('shows the amount to charge on the card, asked with the refusals; "Conferma" waits for it', async () => {
    server.use(orderHandler(ready()))
    const held = heldBack()
    const amount = handoverAmountHandler(() => held.reply)
    server.use(amount.handler)
    const handovers = handoverPosts(() => ok(ready({ status: 'COLLECTED', finalTotalCents: 1165 })))
    await renderRoute('/staff/orders/71')
    const u = userEvent.setup()
    await u.click(
      await screen.findByRole('checkbox', { name: /Rifiutato dal cliente: Latte parzialmente scremato/ }),
    )
    const dialog = await askHandOver(u)
    const status = within(dialog).getByRole('status')
    const confirm = within(dialog).getByRole('button', { name: 'Conferma la consegna' })
    await waitFor(() => expect(amount.asked).toEqual([[101]]))
    expect(status).toHaveTextContent("Calcolo dell'importo…")
    expect(confirm).toBeDisabled()
    expect(within(dialog).getByRole('button', { name: 'Annulla' })).toBeEnabled()
    await u.click(confirm)
    expect(handovers).toEqual([])
    held.release(ok({ amountCents: 1165, couponCents: 0 }))
    // Said once, in the one live region: the amount and the placed total it differs from.
    await waitFor(() =>
      expect(status).toHaveTextContent('Da addebitare sulla carta: 11,65 € (ordinato: 13,02 €)'),
    )
    expect(within(dialog).getAllByRole('status')).toHaveLength(1)
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument()
    expect(confirm).toBeEnabled()
    await u.click(confirm)
    expect(await screen.findByText('Ordine 71 consegnato.')).toBeVisible()
    expect(screen.getByTestId('picked-total')).toHaveTextContent('11,65 €')
    expect(handovers).toEqual([{ pickupCode: '0042', refusedLineIds: [101] }])
  })

  it('shows the amount to collect in cash, without the placed total when it is the same', async () => {
    server.use(orderHandler(ready({ paymentMode: 'CASH', authorisedCents: null })))
    const amount = handoverAmountHandler(() => ({ amountCents: 1302, couponCents: 0 }))
    server.use(amount.handler)
    await renderRoute('/staff/orders/71')
    const dialog = await askHandOver(userEvent.setup())
    const status = within(dialog).getByRole('status')
    await waitFor(() => expect(status).toHaveTextContent('Da incassare in contanti: 13,02 €'))
    expect(status).not.toHaveTextContent(/ordinato|carta/)
    expect(within(dialog).getByRole('button', { name: 'Conferma la consegna' })).toBeEnabled()
    expect(amount.asked).toEqual([[]])
  })

  it('says why the amount failed, with "Riprova" that asks it again; the hand-over may be confirmed meanwhile', async () => {
    server.use(orderHandler(ready()))
    let calls = 0
    const held = heldBack()
    const amount = handoverAmountHandler(() => {
      calls += 1
      return calls === 1 ? HttpResponse.error() : held.reply
    })
    server.use(amount.handler)
    const handovers = handoverPosts(() => ok(ready({ status: 'COLLECTED', finalTotalCents: 1403 })))
    await renderRoute('/staff/orders/71')
    const u = userEvent.setup()
    const dialog = await askHandOver(u)
    const failure = await within(dialog).findByRole('alert')
    expect(failure).toHaveTextContent(
      "Importo non calcolato: Errore di comunicazione col server Puoi confermare lo stesso: la consegna calcola l'importo.",
    )
    expect(within(dialog).getByRole('status')).toHaveTextContent(/^$/)
    const confirm = within(dialog).getByRole('button', { name: 'Conferma la consegna' })
    expect(confirm).toBeEnabled()
    // Asked again: the focus stays in the dialog, and confirming stays possible while it is counted.
    await u.click(within(failure).getByRole('button', { name: 'Riprova' }))
    expect(within(dialog).getByRole('button', { name: 'Annulla' })).toHaveFocus()
    await waitFor(() => expect(amount.asked).toHaveLength(2))
    expect(within(dialog).getByRole('status')).toHaveTextContent("Calcolo dell'importo…")
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument()
    expect(confirm).toBeEnabled()
    held.release(ok({ amountCents: 1403, couponCents: 0 }))
    await waitFor(() =>
      expect(within(dialog).getByRole('status')).toHaveTextContent(
        'Da addebitare sulla carta: 14,03 € (ordinato: 13,02 €)',
      ),
    )
    await u.click(confirm)
    expect(await screen.findByText('Ordine 71 consegnato.')).toBeVisible()
    expect(handovers).toEqual([{ pickupCode: '0042', refusedLineIds: [] }])
  })

  it('confirms the hand-over without the amount when it cannot be had', async () => {
    server.use(orderHandler(ready()))
    server.use(handoverAmountHandler(() => refused(4205)).handler)
    const handovers = handoverPosts(() => ok(ready({ status: 'COLLECTED', finalTotalCents: 1403 })))
    await renderRoute('/staff/orders/71')
    const u = userEvent.setup()
    const dialog = await askHandOver(u)
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/^Importo non calcolato: .+/)
    await u.click(within(dialog).getByRole('button', { name: 'Conferma la consegna' }))
    expect(await screen.findByText('Ordine 71 consegnato.')).toBeVisible()
    expect(handovers).toEqual([{ pickupCode: '0042', refusedLineIds: [] }])
  })

  it("marks a ready order 'Non ritirato' after a confirmation", async () => {
    server.use(orderHandler(ready()))
    let sent: unknown
    server.use(
      http.post(`${API}/staff/orders/71/status`, async ({ request }) => {
        sent = await request.json()
        return ok(ready({ status: 'NOT_COLLECTED' }))
      }),
    )
    await renderRoute('/staff/orders/71')
    const u = userEvent.setup()
    await u.click(await screen.findByRole('button', { name: 'Non ritirato' }))
    const dialog = await screen.findByRole('dialog', { name: "Il cliente non ha ritirato l'ordine 71?" })
    expect(sent).toBeUndefined()
    await u.click(within(dialog).getByRole('button', { name: 'Non ritirato' }))
    await waitFor(() => expect(sent).toEqual({ status: 'NOT_COLLECTED' }))
  })
})
