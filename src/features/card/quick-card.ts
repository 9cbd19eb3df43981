/**
 * The barcode before the app has booted (issue 16; docs/decisions.md, "The barcode before the
 * app"). The installed app opens on /app/card; a small script in index.html (quickCardScript,
 * written into the page by the build) reads the barcode kept on the device and shows it over the
 * page in the first paint, while the app's code is still starting. The app then opens the card turned
 * to the same barcode and takes the overlay away; it also takes it away at once when the session
 * ends, the card is disabled or the app goes to another page.
 */
export const QUICK_CARD_ID = 'quick-card'
/** The copy of the saved barcode the pre-boot view reads (offline-card.ts keeps it in step). */
export const QUICK_CARD_KEY = 'tessera.quick-card'

export interface QuickCardTexts {
  heading: string
  /** With {code} where the card's number goes. */
  barcodeAlt: string
}

export interface QuickCardSetup {
  path: string
  userKey: string
  barcodeKey: string
  localeKey: string
  channelKey: string
  overlayId: string
  texts: Record<'it' | 'en', QuickCardTexts>
}

interface Shown {
  code: string
  src: string
}

declare global {
  interface Window {
    /** Set by the pre-boot script when it showed a barcode. */
    __tesseraQuickCard?: Shown
  }
}

/** The barcode the pre-boot view shows for this card, as an image address; null if none. */
export function quickCardPicture(code: string): string | null {
  const shown = typeof window === 'undefined' ? undefined : window.__tesseraQuickCard
  return shown?.code === code && document.getElementById(QUICK_CARD_ID) ? shown.src : null
}

/** Takes the pre-boot view away (the page shows the barcode now, or must not show it at all). */
export function dismissQuickCard(): void {
  if (typeof window === 'undefined') return
  window.__tesseraQuickCard = undefined
  document.getElementById(QUICK_CARD_ID)?.remove()
}

/**
 * Runs in index.html right after #root, before the app's code and before the first paint (so it is
 * written without imports, as the browser gets it): on /app/card, for the web customer whose enabled
 * card's barcode is kept for it, the barcode goes on screen. Synchronous on purpose: IndexedDB can
 * take longer to open than the app takes to boot on a busy phone. It does nothing on the kiosk, or
 * when the stored user and the kept barcode disagree.
 */
function preBootCard(setup: QuickCardSetup): void {
  try {
    if (location.pathname.replace(/\/$/, '') !== setup.path) return
    if (sessionStorage.getItem(setup.channelKey) === 'totem') return
    const user = JSON.parse(localStorage.getItem(setup.userKey) ?? 'null') as {
      id?: unknown
      cards?: Array<{ code?: string; enabled?: boolean }>
    } | null
    const card = user?.cards?.[0]
    const kept = JSON.parse(localStorage.getItem(setup.barcodeKey) ?? 'null') as {
      userId?: unknown
      code?: unknown
      svg?: unknown
    } | null
    if (!user || !card?.code || card.enabled !== true || !kept) return
    if (kept.code !== card.code || kept.userId !== String(user.id)) return
    if (typeof kept.svg !== 'string' || !kept.svg.startsWith('<svg')) return
    const stored = localStorage.getItem(setup.localeKey)
    const language = (navigator.languages ?? []).map((tag) => tag.slice(0, 2).toLowerCase())
    const locale: 'it' | 'en' =
      stored === 'it' || stored === 'en'
        ? stored
        : (language.find((tag): tag is 'it' | 'en' => tag === 'it' || tag === 'en') ?? 'it')
    const texts = setup.texts[locale]
    const src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(kept.svg)}`
    const overlay = document.createElement('section')
    overlay.id = setup.overlayId
    overlay.className = 'quick-card'
    overlay.setAttribute('aria-label', texts.heading)
    const heading = document.createElement('h1')
    heading.textContent = texts.heading
    const image = document.createElement('img')
    image.className = 'card-barcode__image quick-card__barcode'
    image.alt = texts.barcodeAlt.replace('{code}', card.code)
    image.src = src
    const number = document.createElement('p')
    number.className = 'quick-card__code'
    number.textContent = card.code
    overlay.append(heading, image, number)
    document.body.append(overlay)
    window.__tesseraQuickCard = { code: card.code, src }
  } catch {
    // No storage, or something unreadable in it: the app shows the card as usual.
  }
}

/** The script as index.html carries it (the build hashes it into the Content-Security-Policy). */
export function quickCardScript(setup: QuickCardSetup): string {
  return `(${preBootCard.toString()})(${JSON.stringify(setup)})`
}

/** Keeps (or replaces) the copy the pre-boot view reads: only with a barcode drawn for this card. */
export function keepQuickCard(kept: { userId: string; code: string; svg: string }): void {
  try {
    localStorage.setItem(QUICK_CARD_KEY, JSON.stringify(kept))
  } catch {
    // Storage full or refused: the card page shows the barcode itself, a moment later.
  }
}

export function forgetQuickCard(): void {
  try {
    localStorage.removeItem(QUICK_CARD_KEY)
  } catch {
    // Refused storage holds nothing to forget.
  }
}
