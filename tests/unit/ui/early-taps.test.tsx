import { act, type ReactNode, Suspense, useState } from 'react'
import { createRoot, hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { earlyTapScript, holdEarlyTaps } from '../../../src/ui/early-taps'
import { HydrationState } from '../../../src/ui/use-hydrated'

// React warns about act() outside a test renderer otherwise.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const IGNORED = 'handled-by-the-head'

/** Each button's handler reads its state from the render it came with, as most handlers do. */
function Page() {
  const [log, setLog] = useState('')
  return (
    <>
      <output>{log || 'nothing'}</output>
      <button type="button" onClick={() => setLog(`${log}a`)}>
        A
      </button>
      <button type="button" onClick={() => setLog(`${log}b`)}>
        B
      </button>
      <button type="button" disabled onClick={() => setLog(`${log}d`)}>
        D
      </button>
      <button type="button" className={IGNORED} onClick={() => setLog(`${log}i`)}>
        I
      </button>
    </>
  )
}

// In a Suspense boundary, as a route's page is: React hydrates it after the rest, in a pass of its own.
const app = (hydrating: boolean): ReactNode => (
  <HydrationState hydrating={hydrating}>
    <Suspense>
      <Page />
    </Suspense>
  </HydrationState>
)

let root: Root | null = null
let stopHead: (() => void) | null = null

/** A prerendered page: its HTML in #root, and the head's script run for the document. */
function prerenderedPage(): HTMLElement {
  const page = document.createElement('div')
  page.id = 'root'
  page.innerHTML = renderToString(app(true))
  document.body.append(page)
  // The head's listener, removed after the test (the unit tests share one document).
  const spy = vi.spyOn(document, 'addEventListener')
  new Function(earlyTapScript(`.${IGNORED}`))()
  const added = spy.mock.calls.map((call) => [...call] as const)
  spy.mockRestore()
  stopHead = () => {
    for (const [type, listener, options] of added) document.removeEventListener(type, listener, options)
  }
  return page
}

const tap = (page: HTMLElement, name: string) => {
  const button = [...page.querySelectorAll('button')].find((b) => b.textContent === name)
  if (!button) throw new Error(`no button ${name}`)
  button.click()
}

const shown = (page: HTMLElement) => page.querySelector('output')?.textContent

/** The boot's way: the head's taps are held the moment React takes the page, then it hydrates. */
async function hydrate(page: HTMLElement): Promise<void> {
  holdEarlyTaps()
  await act(async () => {
    root = hydrateRoot(page, app(true))
  })
}

/** React's hydration, the flip to hydrated, and the taps' replay, one task each. */
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 30)))

afterEach(() => {
  act(() => root?.unmount())
  root = null
  stopHead?.()
  stopHead = null
  holdEarlyTaps()
  document.body.innerHTML = ''
})

describe('taps on a prerendered page before the app has it', () => {
  it('are clicked again once React has hydrated the page, in order, each seeing the one before', async () => {
    const page = prerenderedPage()
    tap(page, 'A')
    tap(page, 'B')
    tap(page, 'A')
    expect(shown(page)).toBe('nothing')

    await hydrate(page)
    await settle()
    expect(shown(page)).toBe('aba')
  })

  it('count once when repeated on the same button', async () => {
    const page = prerenderedPage()
    tap(page, 'B')
    tap(page, 'B')
    tap(page, 'B')
    await hydrate(page)
    await settle()
    expect(shown(page)).toBe('b')
  })

  it('leave out disabled buttons and the ones the head handles itself', async () => {
    const page = prerenderedPage()
    tap(page, 'D')
    tap(page, 'I')
    tap(page, 'A')
    await hydrate(page)
    await settle()
    expect(shown(page)).toBe('a')
  })

  it('are React’s own from the moment it takes the page: none is clicked twice', async () => {
    const page = prerenderedPage()
    await hydrate(page)
    act(() => tap(page, 'A'))
    await settle()
    expect(shown(page)).toBe('a')
  })

  it('are dropped when the page is drawn afresh: what they meant there is not known', async () => {
    const page = prerenderedPage()
    tap(page, 'A')
    holdEarlyTaps()
    page.innerHTML = ''
    await act(async () => {
      root = createRoot(page)
      root.render(app(false))
    })
    await settle()
    expect(shown(page)).toBe('nothing')
  })
})
