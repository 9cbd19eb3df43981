import '@testing-library/jest-dom/vitest'
import { onlineManager } from '@tanstack/react-query'
import { afterEach } from 'vitest'
import { config } from '../../src/config'
import { feedback } from '../../src/ui/feedback/feedback'
import { polyfillDialog } from './dialog-polyfill'
import { API, settleAndUnmount } from './render'

// Node 25 and later have a Web Storage of their own on the global (empty without
// --localstorage-file), which vitest's jsdom environment leaves in place of jsdom's
// (vitest-dev/vitest#8757): jsdom's storages are put back. Nothing changes on Node 20.
const dom = (globalThis as { jsdom?: { window: Window } }).jsdom
if (dom && Number(process.versions.node.split('.')[0]) >= 25) {
  for (const name of ['localStorage', 'sessionStorage'] as const) {
    Object.defineProperty(globalThis, name, { value: dom.window[name], configurable: true, writable: true })
  }
}
// The app's client calls config.api.baseUrl; in unit tests msw answers at this absolute address.
;(config.api as { baseUrl: string }).baseUrl = API

// jsdom has <dialog> without its modal behaviour; the app's dialogs need showModal and close.
polyfillDialog()

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

// Vitest runs without globals, so Testing Library cannot register its own clean-up. The files of a
// worker share their modules (isolate: false): what a test leaves in the app's stores is emptied too.
// This runs before the test file's own afterEach (sequence.hooks 'list' in vite.config.ts): the page is
// settled and gone before the file resets its msw handlers or ends its session beneath it.
afterEach(async () => {
  await settleAndUnmount()
  feedback.clear()
  localStorage.clear()
  sessionStorage.clear()
  // A test that went offline ('offline' event) leaves the queries' online state behind it.
  onlineManager.setOnline(true)
})
