import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'
import { config } from '../../src/config'
import { polyfillDialog } from './dialog-polyfill'
import { API, settleRouters } from './render'

// The app's client calls config.api.baseUrl; in unit tests msw answers at this absolute address.
;(config.api as { baseUrl: string }).baseUrl = API

// jsdom has <dialog> without its modal behaviour; the app's dialogs need showModal and close.
polyfillDialog()

// Vitest runs without globals, so Testing Library cannot register its own clean-up.
afterEach(async () => {
  await settleRouters()
  cleanup()
  localStorage.clear()
  sessionStorage.clear()
})
