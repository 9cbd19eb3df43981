import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { staffSession } from '../../../src/features/staff/staff-session'
import type { CameraReading } from '../../../src/ui/camera/frame-reader'
import { API, renderRoute } from '../render'
import { logInStaff, ok, orderHandler, pasta, staffOrder } from './fixtures'

/** A test may stand in for the camera: what it "reads" is given to the reading it started. */
const camera = vi.hoisted(() => ({
  fake: null as null | ((reading: CameraReading) => void),
  stopped: 0,
}))
vi.mock('../../../src/ui/camera/frame-reader', async (original) => {
  const real = await original<typeof import('../../../src/ui/camera/frame-reader')>()
  return {
    ...real,
    startCameraReading: (reading: CameraReading) => {
      if (!camera.fake) return real.startCameraReading(reading)
      camera.fake(reading)
      return () => {
        camera.stopped++
      }
    },
  }
})

const server = setupServer()
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' })
  // jsdom has no BarcodeDetector, so a real reading loads ZXing while it asks for the camera. When
  // the camera is refused at once, that load would go on past the test (and past the worker's
  // environment at the end of the run: EnvironmentTeardownError). Loaded here, it is already there.
  await import('../../../src/ui/camera/ean13-decoder')
})
beforeEach(() => {
  logInStaff()
  camera.fake = null
  camera.stopped = 0
  server.use(http.get(`${API}/staff/events`, () => new HttpResponse(null, { status: 404 })))
})
afterEach(() => {
  server.resetHandlers()
  staffSession.end()
  vi.unstubAllGlobals()
})
afterAll(() => server.close())

async function openCamera() {
  await renderRoute('/staff/orders/71')
  const u = userEvent.setup()
  await u.click(await screen.findByRole('button', { name: 'Scansiona con la fotocamera' }))
  return u
}

describe('the camera as the scanner', () => {
  it('picks the line of the code the camera reads, as a typed one, and switches the camera off', async () => {
    const bodies: unknown[] = []
    server.use(
      orderHandler(staffOrder()),
      http.put(`${API}/staff/orders/71/lines/:lineId`, async ({ request }) => {
        bodies.push(await request.json())
        return ok(staffOrder())
      }),
    )
    camera.fake = (reading) => {
      reading.onLooking()
      queueMicrotask(() => reading.onCode(pasta.ean))
    }
    await openCamera()
    await waitFor(() => expect(bodies).toEqual([{ ean: pasta.ean, quantity: 1 }]))
    expect(await screen.findByText('Prelevato: Spaghetti 500 g')).toBeVisible()
    expect(screen.queryByRole('dialog', { name: 'Scansiona con la fotocamera' })).not.toBeInTheDocument()
    expect(camera.stopped).toBe(1)
  })

  it('says while it looks, and Annulla closes it with the camera off and nothing picked', async () => {
    server.use(orderHandler(staffOrder()))
    camera.fake = (reading) => reading.onLooking()
    const u = await openCamera()
    const dialog = await screen.findByRole('dialog', { name: 'Scansiona con la fotocamera' })
    expect(await screen.findByText('Cerco il codice a barre…')).toBeVisible()
    await u.click(screen.getByRole('button', { name: 'Annulla' }))
    await waitFor(() => expect(dialog).not.toBeInTheDocument())
    expect(camera.stopped).toBe(1)
  })

  it('without a camera says so in Italian, and the EAN field stays', async () => {
    server.use(orderHandler(staffOrder()))
    // jsdom has no navigator.mediaDevices: the real reading finds no camera.
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: undefined })
    await openCamera()
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContainEqual(
        "Nessuna fotocamera su questo dispositivo: scrivi l'EAN o usa lo scanner.",
      ),
    )
    expect(screen.queryByRole('dialog', { name: 'Scansiona con la fotocamera' })).not.toBeInTheDocument()
    expect(screen.getByLabelText(/^EAN/)).toBeVisible()
  })

  it('a camera refused by the person says how to allow it', async () => {
    server.use(orderHandler(staffOrder()))
    vi.stubGlobal('navigator', {
      ...navigator,
      mediaDevices: {
        getUserMedia: () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError')),
      },
    })
    await openCamera()
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContainEqual(
        expect.stringContaining("L'accesso alla fotocamera non è consentito: permettilo nelle impostazioni"),
      ),
    )
    expect(screen.getByLabelText(/^EAN/)).toBeVisible()
  })
})
