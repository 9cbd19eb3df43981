/**
 * The home's start on a device where a customer is signed in (issue 35; docs/decisions.md, "A
 * customer's start shows no visitor's home"). The home is prerendered as a visitor sees it, and a
 * visitor must get it at once; a customer must not see it at all, not even for the moment before the
 * app draws their own. Whether a customer is signed in on this device is known before any script of
 * the app's has run: the app keeps the signed-in user in localStorage (features/auth/session.ts),
 * written at login and removed when the session ends, never on the kiosk. The token itself stays in
 * memory and in the server's HttpOnly cookie; nothing here reads or needs it.
 *
 * A small script (signedInStartScript, written by the build into the home's page just before
 * #root, allowed by the Content-Security-Policy by its hash) reads that before the browser parses the
 * page's content. For a signed-in customer it writes the app's neutral start (index.html's "loading"
 * state, in the customer's language) as #root, and opens a <template> that takes the visitor's
 * markup: a template's content is parsed into a document of its own, inert, never in the page's
 * tree, never painted. The build closes the template after the visitor's page (for a visitor that
 * end tag is one the parser ignores). The template goes once the document is parsed. The app then
 * finds a #root with nothing prerendered and draws the customer's home. For a visitor the script
 * does nothing and the page is the same as before.
 */
export const VISITOR_HOME_TEMPLATE_ID = 'visitor-home'
/** The template that takes the visitor's title ("Benvenuto in …") in the head. */
export const VISITOR_TITLE_TEMPLATE_ID = 'visitor-title'

export interface SignedInStartSetup {
  userKey: string
  localeKey: string
  channelKey: string
  homeTemplateId: string
  titleTemplateId: string
  /** The document's title until the app sets the customer's page's own (the app's name). */
  title: string
  /** The neutral start's text ("Caricamento…") in each language, already HTML-escaped. */
  loading: Record<'it' | 'en', string>
}

declare global {
  interface Window {
    /** Set by the head's part when a customer is signed in on the device: their language. */
    __tesseraSignedInStart?: 'it' | 'en'
  }
}

/**
 * The head's part, just before the page's <title> (the visitor's: "Benvenuto in …"). It runs where
 * the build put it, before the rest of the page is parsed, so it is written without imports, as the
 * browser gets it. It writes into the page being parsed (document.write, at the parser's place): only
 * that keeps the visitor's markup out of the page's tree; hiding it with a style would still leave it
 * in the DOM, read by a screen reader and a crawler alike, and removing it once parsed is too late.
 */
function signedInHead(
  setup: Pick<SignedInStartSetup, 'userKey' | 'localeKey' | 'channelKey' | 'titleTemplateId'>,
): void {
  try {
    // The kiosk keeps nobody signed in on the device; its start is its own.
    if (sessionStorage.getItem(setup.channelKey) === 'totem') return
    const user = JSON.parse(localStorage.getItem(setup.userKey) ?? 'null') as { id?: unknown } | null
    if (!user || typeof user !== 'object' || user.id === undefined || user.id === null) return
    const stored = localStorage.getItem(setup.localeKey)
    const language = (navigator.languages ?? []).map((tag) => tag.slice(0, 2).toLowerCase())
    window.__tesseraSignedInStart =
      stored === 'it' || stored === 'en'
        ? stored
        : (language.find((tag): tag is 'it' | 'en' => tag === 'it' || tag === 'en') ?? 'it')
    document.write(`<template id=${setup.titleTemplateId}>`)
  } catch {
    // No storage, or something unreadable in it: the page as a visitor sees it; the app then draws
    // the customer's home, as it did before these scripts.
  }
}

/** The body's part, just before #root: the neutral start instead of the visitor's page. */
function signedInRoot(
  setup: Pick<SignedInStartSetup, 'titleTemplateId' | 'homeTemplateId' | 'title' | 'loading'>,
): void {
  const locale = window.__tesseraSignedInStart
  if (!locale) return
  document.title = setup.title
  document.write(
    `<div id=root><p class=boot role=status>${setup.loading[locale]}</p></div><template id=${setup.homeTemplateId}>`,
  )
  document.addEventListener(
    'DOMContentLoaded',
    () => {
      document.getElementById(setup.titleTemplateId)?.remove()
      document.getElementById(setup.homeTemplateId)?.remove()
    },
    { once: true },
  )
}

/** The two scripts as the home's page carries them (the build hashes them into the CSP). */
export function signedInStartScripts(setup: SignedInStartSetup): { head: string; root: string } {
  const { userKey, localeKey, channelKey, titleTemplateId, homeTemplateId, title, loading } = setup
  // Each part with only what it reads: the page carries both for every visitor.
  const head = JSON.stringify({ userKey, localeKey, channelKey, titleTemplateId })
  const root = JSON.stringify({ titleTemplateId, homeTemplateId, title, loading })
  return { head: `(${signedInHead.toString()})(${head})`, root: `(${signedInRoot.toString()})(${root})` }
}

/**
 * The home's page with the head's part before its <title> and the template's end after it, and the
 * body's part before its #root and the template's end after the page (and its data block, when the
 * server rendered it: the visitor's too). For a visitor those end tags are ones the parser ignores.
 * `page` is the build's template or prerendered file, whose #root is followed by the page's data at
 * most, then <noscript>.
 */
export function withSignedInStart(page: string, scripts: { head: string; root: string }): string {
  const steps: Array<[RegExp, (...parts: string[]) => string]> = [
    [/(<title>[\s\S]*?<\/title>)/, (title) => `<script>${scripts.head}</script>${title}</template>`],
    [
      /(<div id="root"[\s\S]*<\/div>)(\s*<noscript>)/,
      (root, next) => `<script>${scripts.root}</script>${root}</template>${next}`,
    ],
  ]
  return steps.reduce((html, [pattern, replace]) => {
    const next = html.replace(pattern, (_, ...parts: string[]) => replace(...parts))
    if (next === html) throw new Error(`the home page has no ${pattern}`)
    return next
  }, page)
}
