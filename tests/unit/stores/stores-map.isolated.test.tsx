import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { StoresMap } from '../../../src/features/stores/StoresMap'
import { activateItalian } from '../render'

// jsdom has no WebGL: the stand-in map throws as MapLibre does there, which shows the map started.
const created = vi.hoisted(() => vi.fn())
vi.mock('../../../src/features/stores/maplibre', () => ({
  MapLibreMap: class {
    constructor() {
      created()
      throw new Error('WebGL2 is required')
    }
  },
}))

let intersect: (visible: boolean) => void = () => {}
const observed: Element[] = []
let idle: Array<() => void> = []

beforeEach(() => {
  activateItalian()
  observed.length = 0
  idle = []
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback) {
        intersect = (isIntersecting) =>
          callback([{ isIntersecting } as IntersectionObserverEntry], this as unknown as IntersectionObserver)
      }
      observe(element: Element) {
        observed.push(element)
      }
      disconnect() {}
    },
  )
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback))
  vi.stubGlobal('cancelIdleCallback', () => {})
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  created.mockClear()
})

const map = (ready: boolean) => (
  <I18nProvider i18n={i18n}>
    <StoresMap label="Mappa" center={{ latitude: 45, longitude: 8 }} zoom={7} stores={[]} ready={ready} />
  </I18nProvider>
)
const unsupported = "La mappa non è disponibile su questo dispositivo: trovi tutti i negozi nell'elenco."

describe('the stores map starts late', () => {
  it('waits for the list, then for its box to come on screen', async () => {
    const view = render(map(false))
    const box = view.container.querySelector('.stores-map')
    expect(box).not.toBeNull()
    expect(observed).toEqual([])
    expect(idle).toEqual([])

    view.rerender(map(true))
    expect(observed).toHaveLength(1)
    await act(async () => {})
    expect(created).not.toHaveBeenCalled()

    act(() => intersect(true))
    expect(await screen.findByText(unsupported)).toBeVisible()
    expect(created).toHaveBeenCalledTimes(1)
    // The box kept its place: the note is inside it.
    expect(box?.contains(screen.getByText(unsupported))).toBe(true)
  })

  it('when the browser is idle first, loads the code but creates the map only on screen', async () => {
    render(map(true))
    act(() => intersect(false))
    act(() => {
      for (const callback of idle) callback()
    })
    await act(async () => {})
    expect(created).not.toHaveBeenCalled()
    act(() => intersect(true))
    expect(await screen.findByText(unsupported)).toBeVisible()
    expect(created).toHaveBeenCalledTimes(1)
  })
})
