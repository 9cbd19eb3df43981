import { act, screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { nextDay } from '../../../src/features/staff/queue-day'
import { groupQueue } from '../../../src/features/staff/queue-groups'
import { staffSession } from '../../../src/features/staff/staff-session'
import { formatTime } from '../../../src/ui/format/dates'
import { API, renderRoute } from '../render'
import { logInStaff, morning, noon, queuePage, slotText, summary, today } from './fixtures'

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

const waiting = summary({
  id: 5,
  slot: noon,
  status: 'TO_BE_COLLECTED',
  deliveryMode: 'DRIVE',
  customerFirstName: 'Anna',
  arrival: { at: `${today}T10:12:00.000Z`, bay: 'B3' },
})
const earlier = summary({
  id: 6,
  slot: noon,
  status: 'TO_BE_COLLECTED',
  customerFirstName: 'Luca',
  arrival: { at: `${today}T10:05:00.000Z` },
})
const toPrepare = summary({ id: 7, slot: noon, customerFirstName: 'Sara', lineCount: 1 })
const first = summary({ id: 8, slot: morning, status: 'IN_PREPARATION', deliveryMode: 'AT_HOME' })
// Collected: its arrival is over, it goes back to its slot.
const collected = summary({
  id: 9,
  slot: morning,
  status: 'COLLECTED',
  arrival: { at: `${today}T08:30:00.000Z` },
})

describe("the store's queue", () => {
  it('puts the customers waiting at the store first (the first to arrive first), then the slots in order', () => {
    const queue = groupQueue([toPrepare, waiting, first, collected, earlier])
    expect(queue.arrivals.map((order) => order.id)).toEqual([6, 5])
    expect(queue.slots.map((group) => [group.slot.id, group.orders.map((order) => order.id)])).toEqual([
      [morning.id, [8, 9]],
      [noon.id, [7]],
    ])
  })

  it("puts on top the other day's waiting customers too, once each", () => {
    const early = summary({
      id: 11,
      slot: noon,
      status: 'TO_BE_COLLECTED',
      customerFirstName: 'Ivo',
      arrival: { at: `${today}T09:00:00.000Z` },
    })
    const queue = groupQueue([toPrepare, waiting], [early, waiting, first])
    expect(queue.arrivals.map((order) => order.id)).toEqual([11, 5])
    // The other day's orders that are not waiting stay on their own day's tab.
    expect(queue.slots.flatMap((group) => group.orders.map((order) => order.id))).toEqual([7])
  })

  it("asks for today's orders by Rome's calendar, and tomorrow's with the day switch", async () => {
    const days: (string | null)[] = []
    server.use(
      http.get(`${API}/staff/orders`, ({ request }) => {
        days.push(new URL(request.url).searchParams.get('day'))
        return HttpResponse.json(queuePage([]))
      }),
    )
    await renderRoute('/staff')
    expect(await screen.findByText('Nessun ordine per oggi.')).toBeVisible()
    // Today's orders, and tomorrow's for the customers of tomorrow already at the store.
    await waitFor(() => expect(new Set(days)).toEqual(new Set([today, nextDay(today)])))
    expect(days[0]).toBe(today)
    expect(screen.getByRole('link', { name: 'Oggi' })).toHaveAttribute('aria-current', 'page')
    expect(screen.getByRole('link', { name: 'Domani' })).not.toHaveAttribute('aria-current')
    // The navigation it starts updates the page: inside act, or React warns (on a slow host).
    await act(async () => screen.getByRole('link', { name: 'Domani' }).click())
    expect(await screen.findByText('Nessun ordine per domani.')).toBeVisible()
    expect(new Set(days)).toEqual(new Set([today, nextDay(today)]))
    // One day is the current one.
    expect(screen.getByRole('link', { name: 'Domani' })).toHaveAttribute('aria-current', 'page')
    expect(screen.getByRole('link', { name: 'Oggi' })).not.toHaveAttribute('aria-current')
  })

  it('shows the arrivals on top with their bay and time, then each slot with status, mode, lines and name', async () => {
    server.use(
      http.get(`${API}/staff/orders`, () =>
        HttpResponse.json(queuePage([toPrepare, waiting, first, earlier])),
      ),
    )
    await renderRoute('/staff')
    const arrivals = await screen.findByRole('region', { name: 'Clienti arrivati' })
    const arrived = within(arrivals).getAllByRole('link')
    expect(arrived.map((link) => link.textContent)).toEqual([
      expect.stringContaining('Ordine 6'),
      expect.stringContaining('Ordine 5'),
    ])
    expect(arrived[1]).toHaveTextContent(`Arrivato alle ${formatTime(waiting.arrival?.at ?? '')}, stallo B3`)
    expect(arrived[1]).toHaveTextContent('Anna')
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)
    expect(headings).toEqual(['Clienti arrivati', `Fascia ${slotText(morning)}`, `Fascia ${slotText(noon)}`])
    const noonSlot = screen.getByRole('region', { name: `Fascia ${slotText(noon)}` })
    const row = within(noonSlot).getByRole('link')
    expect(row).toHaveTextContent('Ordine 7')
    expect(row).toHaveTextContent('Sara')
    expect(row).toHaveTextContent('Da preparare')
    expect(row).toHaveTextContent('Ritiro in negozio')
    expect(row).toHaveTextContent('1 riga')
    expect(row).toHaveAttribute('href', '/app/staff/orders/7')
  })

  it("takes the store's live events into the list: an arrival appears on top without reloading", async () => {
    let push: (text: string) => void = () => {}
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        push = (text) => controller.enqueue(new TextEncoder().encode(text))
      },
    })
    let asked = 0
    server.use(
      http.get(`${API}/staff/orders`, () => {
        asked++
        return HttpResponse.json(queuePage([toPrepare]))
      }),
      http.get(
        `${API}/staff/events`,
        () => new HttpResponse(body, { headers: { 'content-type': 'text/event-stream' } }),
      ),
    )
    await renderRoute('/staff')
    expect(await screen.findByText('Ordine 7')).toBeVisible()
    expect(screen.queryByRole('region', { name: 'Clienti arrivati' })).not.toBeInTheDocument()
    const at = `${today}T10:20:00.000Z`
    const arrived = { ...toPrepare, status: 'TO_BE_COLLECTED', arrival: { at, bay: '7' } }
    push(`event: order\nid: 1\ndata: ${JSON.stringify(arrived)}\n\n`)
    const arrivals = await screen.findByRole('region', { name: 'Clienti arrivati' })
    expect(within(arrivals).getByRole('link')).toHaveTextContent(`Arrivato alle ${formatTime(at)}, stallo 7`)
    expect(asked).toBeLessThanOrEqual(2)
  })
})
