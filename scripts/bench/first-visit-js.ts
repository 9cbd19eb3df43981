import type { Browser, BrowserContext, Page } from '@playwright/test'
import { PHONE } from './chromium'
import { type Row, reported, targeted } from './report'
import { watchRequests } from './settle'
import { kb } from './stats'

/**
 * The JavaScript a first visit transfers (issue 16: under 150 KB on every public page, and on
 * /app/card for a customer who logged in elsewhere on the site). "Transfers" is the gzipped (or
 * brotli) bodies as sent, the resource timing's encodedBodySize, of every script the page fetched
 * until the network is idle and the page has run its code (settle.ts).
 *
 * Each visit gets a fresh browser context: no cookies, an empty cache. Service workers are blocked:
 * the app's worker installs after the page is up and downloads the precache for the next visits
 * (reported on its own as "precache"); what counts here is what the page needs to be used.
 */
/** Issue 16: a first visit of any public page, and the customer's card, transfer less than this. */
export const FIRST_VISIT_JS_TARGET_KB = 150

export const PUBLIC_PAGES = [
  '/app/',
  '/app/login',
  '/app/signup',
  '/app/reset',
  '/app/stores',
  '/app/leaflets',
  '/app/shop',
  '/app/privacy',
] as const

export const DEMO = { username: 'mario.rossi@example.com', password: 'Tessera-2026' } as const

export interface ScriptsFigure {
  path: string
  kb: number
  files: number
}

export interface FirstVisitFigures {
  visitor: ScriptsFigure[]
  /** A customer's first visit of /app/card, logged in on another page of the site. */
  card: ScriptsFigure
  /** What turning the card to the barcode adds on that first visit: the encoder (bwip-js). */
  cardTurnKb: number
}

interface Script {
  name: string
  bytes: number
}

/** Every script the page fetched so far (modules, workers' entry files), in the order fetched. */
function scriptsSoFar(page: Page): Promise<Script[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => /\.m?js$/.test(new URL(entry.name).pathname))
      .map((entry) => ({
        name: entry.name,
        // The compressed body as sent; headers and cache revalidations left out.
        bytes: (entry as PerformanceResourceTiming).encodedBodySize,
      })),
  )
}

const figure = (path: string, scripts: readonly Script[]): ScriptsFigure => ({
  path,
  kb: kb(scripts.reduce((sum, script) => sum + script.bytes, 0)),
  files: scripts.length,
})

function newVisitorContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ ...PHONE, serviceWorkers: 'block' })
}

async function visitorFigure(browser: Browser, origin: string, path: string): Promise<ScriptsFigure> {
  const context = await newVisitorContext(browser)
  try {
    const page = await context.newPage()
    const requests = watchRequests(page)
    const answer = await page.goto(`${origin}${path}`)
    if (!answer?.ok()) throw new Error(`a first visit of ${path} answered ${answer?.status() ?? 'nothing'}`)
    await requests.settled()
    return figure(path, await scriptsSoFar(page))
  } finally {
    await context.close()
  }
}

/**
 * A customer who logged in on another page of the site and now opens /app/card for the first
 * time: the session cookie and the stored user are there, nothing is cached, no service worker yet.
 */
async function customerCard(
  browser: Browser,
  origin: string,
): Promise<{ card: ScriptsFigure; cardTurnKb: number }> {
  const login = await fetch(`${origin}/cli/profiles/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO),
  })
  if (!login.ok) throw new Error(`the demo customer's login answered ${login.status}`)
  const { data } = (await login.json()) as { data: { profile: unknown } }
  const context = await newVisitorContext(browser)
  try {
    await context.addCookies(
      login.headers.getSetCookie().map((header) => {
        const [name = '', value = ''] = (header.split(';')[0] ?? '').split('=')
        return { name, value, url: origin }
      }),
    )
    await context.addInitScript(
      (user) => localStorage.setItem('tessera.user', user),
      JSON.stringify(data.profile),
    )
    const page = await context.newPage()
    const requests = watchRequests(page)
    await page.goto(`${origin}/app/card`)
    await page.locator('.card-flip__toggle').waitFor()
    await requests.settled()
    const scripts = await scriptsSoFar(page)
    // Then the customer turns the card: the encoder comes now, once (the next time the picture is
    // on the device, and the service worker has the code).
    await page.locator('.card-flip__toggle').click()
    await page.locator('img.card-barcode__image').first().waitFor({ state: 'attached' })
    await requests.settled()
    const afterTurn = await scriptsSoFar(page)
    return {
      card: figure('/app/card', scripts),
      cardTurnKb: figure('turn', afterTurn.slice(scripts.length)).kb,
    }
  } finally {
    await context.close()
  }
}

export async function measureFirstVisitJs(browser: Browser, origin: string): Promise<FirstVisitFigures> {
  const visitor: ScriptsFigure[] = []
  for (const path of PUBLIC_PAGES) visitor.push(await visitorFigure(browser, origin, path))
  return { visitor, ...(await customerCard(browser, origin)) }
}

export function firstVisitRows(figures: FirstVisitFigures): Row[] {
  const row = (who: string, f: ScriptsFigure) =>
    targeted(
      `${who} ${f.path} (${f.files} files)`,
      `${f.kb} KB`,
      `< ${FIRST_VISIT_JS_TARGET_KB} KB`,
      f.kb < FIRST_VISIT_JS_TARGET_KB,
    )
  return [
    ...figures.visitor.map((f) => row('visitor', f)),
    row('customer', figures.card),
    reported('  + turning the card to the barcode (bwip-js, once)', `${figures.cardTurnKb} KB`),
  ]
}
