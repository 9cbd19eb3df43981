import '@testing-library/jest-dom/vitest'
import { onlineManager } from '@tanstack/react-query'
import { configure } from '@testing-library/react'
import { afterEach, beforeEach } from 'vitest'
import { config } from '../../src/config'
import { feedback } from '../../src/ui/feedback/feedback'
import { guardConsole, releaseConsole } from './console-guard'
import { polyfillDialog } from './dialog-polyfill'
import { API, settleAndUnmount } from './render'

// A busy 2-core host (the build or the end-to-end tests beside them) can take more than the
// library's default second to draw a page: a passing test waits no longer for a longer limit.
configure({ asyncUtilTimeout: 4000 })

/** vitest's jsdom environment leaves its JSDOM on the global: the window, and jsdom's console. */
interface TestDom {
  window: Window
  virtualConsole: {
    removeAllListeners(event: 'jsdomError'): void
    on(event: 'jsdomError', listener: (error: Error) => void): void
  }
}

// Node 25 and later have a Web Storage of their own on the global (empty without
// --localstorage-file), which vitest's jsdom environment leaves in place of jsdom's
// (vitest-dev/vitest#8757): jsdom's storages are put back. Nothing changes on Node 20.
const dom = (globalThis as { jsdom?: TestDom }).jsdom
if (dom && Number(process.versions.node.split('.')[0]) >= 25) {
  for (const name of ['localStorage', 'sessionStorage'] as const) {
    Object.defineProperty(globalThis, name, { value: dom.window[name], configurable: true, writable: true })
  }
}
// The app's client calls config.api.baseUrl; in unit tests msw answers at this absolute address.
;(config.api as { baseUrl: string }).baseUrl = API

// jsdom has <dialog> without its modal behaviour; the app's dialogs need showModal and close.
polyfillDialog()

// jsdom's own errors ("Not implemented: …") go to the test's console, where an undeclared one fails
// the test (console-guard.ts), instead of straight to the run's stderr past vitest.
if (dom) {
  dom.virtualConsole.removeAllListeners('jsdomError')
  dom.virtualConsole.on('jsdomError', (error) => console.error(`[jsdom] ${error.message}`))
}

// jsdom does not implement scrolling (the router restores the scroll on each navigation, the kiosk's
// on-screen keys keep the field above them): nothing to scroll in a test, so nothing is done.
window.scrollTo = () => {}
window.scrollBy = () => {}

// jsdom does not know <search> (HTML 2023), so React takes it for a typo ("The tag <search> is
// unrecognized in this browser"). Every browser the app supports has it as a plain HTMLElement.
Object.defineProperty(HTMLUnknownElement.prototype, Symbol.toStringTag, {
  configurable: true,
  get(this: Element) {
    return this.localName === 'search' ? 'HTMLElement' : 'HTMLUnknownElement'
  },
})

// A unit test reaches no network: a request no msw server intercepts (msw's own servers answer, or
// fail an unhandled request, before this) fails the test, as the browser would without a connection.
const noNetwork = Symbol.for('tessera.tests.noNetwork')
if (!(noNetwork in globalThis.fetch)) {
  globalThis.fetch = Object.assign(
    async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
      const url = input instanceof Request ? input.url : String(input)
      const method = init?.method ?? (input instanceof Request ? input.method : 'GET')
      console.error(`[no network] ${method} ${url}: the test has no msw server to answer it`)
      throw new TypeError('Failed to fetch')
    },
    { [noNetwork]: true },
  )
}

// Each test prints nothing it did not declare (console-guard.ts).
beforeEach(() => guardConsole())

// Vitest runs without globals, so Testing Library cannot register its own clean-up. The files of a
// worker share their modules (isolate: false): what a test leaves in the app's stores is emptied too.
// This runs before the test file's own afterEach (sequence.hooks 'list' in vite.config.ts): the page is
// settled and gone before the file resets its msw handlers or ends its session beneath it.
afterEach(async () => {
  try {
    await settleAndUnmount()
    feedback.clear()
    localStorage.clear()
    sessionStorage.clear()
    // A test that went offline ('offline' event) leaves the queries' online state behind it.
    onlineManager.setOnline(true)
  } finally {
    releaseConsole()
  }
})
