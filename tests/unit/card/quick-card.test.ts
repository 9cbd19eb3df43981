import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  dismissQuickCard,
  forgetQuickCard,
  keepQuickCard,
  QUICK_CARD_ID,
  QUICK_CARD_KEY,
  type QuickCardSetup,
  quickCardPicture,
  quickCardScript,
} from '../../../src/features/card/quick-card'

const SVG = '<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>'
const CODE = '0430001234560'
const setup: QuickCardSetup = {
  path: '/app/card',
  userKey: 'tessera.user',
  barcodeKey: QUICK_CARD_KEY,
  localeKey: 'tessera.locale',
  channelKey: 'tessera.channel',
  overlayId: QUICK_CARD_ID,
  texts: {
    it: { heading: 'La mia carta', barcodeAlt: 'Codice a barre EAN-13 della carta {code}' },
    en: { heading: 'My card', barcodeAlt: 'EAN-13 barcode of card {code}' },
  },
}

function storeUser(card: { code: string; enabled: boolean } | null, id = 7): void {
  localStorage.setItem('tessera.user', JSON.stringify({ id, cards: card ? [card] : [] }))
}

/** Runs the script as index.html does (CSP aside): a classic script, at once. */
function runScript(): void {
  new Function(quickCardScript(setup))()
}

const overlay = () => document.getElementById(QUICK_CARD_ID)

beforeEach(() => {
  window.history.replaceState(null, '', '/app/card')
})
afterEach(() => {
  dismissQuickCard()
  localStorage.clear()
  sessionStorage.clear()
  window.history.replaceState(null, '', '/')
})

describe('the barcode before the app boots', () => {
  it('shows the kept barcode of the stored enabled card on /app/card, with its text alternative', () => {
    storeUser({ code: CODE, enabled: true })
    keepQuickCard({ userId: '7', code: CODE, svg: SVG })
    localStorage.setItem('tessera.locale', 'it')
    runScript()
    const image = overlay()?.querySelector('img')
    expect(overlay()?.querySelector('h1')?.textContent).toBe('La mia carta')
    expect(image?.alt).toBe(`Codice a barre EAN-13 della carta ${CODE}`)
    expect(image?.src).toBe(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(SVG)}`)
    // The card page starts from the same picture, then takes the overlay away.
    expect(quickCardPicture(CODE)).toBe(image?.src)
    expect(quickCardPicture('0430009999990')).toBeNull()
    dismissQuickCard()
    expect(overlay()).toBeNull()
    expect(quickCardPicture(CODE)).toBeNull()
  })

  it('speaks the language the customer chose (the test browser prefers English)', () => {
    storeUser({ code: CODE, enabled: true })
    keepQuickCard({ userId: '7', code: CODE, svg: SVG })
    localStorage.setItem('tessera.locale', 'en')
    runScript()
    expect(overlay()?.querySelector('h1')?.textContent).toBe('My card')
  })

  it.each([
    ['another page', () => window.history.replaceState(null, '', '/app/profile')],
    ['the kiosk', () => sessionStorage.setItem('tessera.channel', 'totem')],
    ['no stored user (logged out)', () => localStorage.removeItem('tessera.user')],
    ['a disabled card', () => storeUser({ code: CODE, enabled: false })],
    ['another card on the profile', () => storeUser({ code: '0430009999990', enabled: true })],
    ['another customer', () => storeUser({ code: CODE, enabled: true }, 8)],
    ['no barcode kept', () => forgetQuickCard()],
    [
      'something else kept',
      () => localStorage.setItem(QUICK_CARD_KEY, '{"userId":"7","code":"x","svg":"<b>'),
    ],
    ['unreadable storage', () => localStorage.setItem(QUICK_CARD_KEY, '{')],
  ])('shows nothing on %s', (_case, change) => {
    storeUser({ code: CODE, enabled: true })
    keepQuickCard({ userId: '7', code: CODE, svg: SVG })
    change()
    runScript()
    expect(overlay()).toBeNull()
    expect(quickCardPicture(CODE)).toBeNull()
  })
})
