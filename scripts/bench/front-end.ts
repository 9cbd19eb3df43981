import { type BarcodeFigures, barcodeRows, measureBarcode } from './barcode'
import { type BuildSizes, buildSizeRows, measureBuildSizes } from './build-sizes'
import {
  type CatalogueBrowsingFigures,
  catalogueBrowsingRows,
  measureCatalogueBrowsing,
} from './catalogue-browsing'
import { launchPlaywright } from './chromium'
import { demoShopPaths } from './demo-shop'
import { type FirstVisitFigures, firstVisitRows, measureFirstVisitJs } from './first-visit-js'
import { startFloorServer } from './floor-server'
import { INP_TARGET_MS, type InteractionFigures, interactionRows, measureInteractions } from './interactions'
import {
  homeLcpRatio,
  LIGHTHOUSE_TARGETS,
  type LighthouseFigures,
  type LighthousePage,
  lighthouseRows,
  measureLighthouse,
} from './lighthouse'
import { BIG_SHOP_PRODUCTS, startReferenceServer } from './reference-server'
import { printTable, targeted } from './report'
import { measureScriptTasks, type ScriptTaskFigures, scriptTaskRows } from './script-tasks'
import { runsFromEnv } from './stats'

/**
 * The front end's figures for `npm run bench` (issues 5 and 16), on the build in dist/ served by the
 * reference server, in headless Debian Chromium: sizes of the build, the JavaScript of first visits,
 * the till's barcode against a static floor, and Lighthouse on the public pages against a plain-HTML
 * floor. Measures and prints; asserts nothing.
 *
 * BENCH_RUNS (default 7): barcode runs of each kind, and loads of each page for its script's tasks.
 * BENCH_LH_RUNS (default 3): Lighthouse rounds.
 */
const RUNS = runsFromEnv('BENCH_RUNS', 7)
const LIGHTHOUSE_ROUNDS = runsFromEnv('BENCH_LH_RUNS', 3)

const HOME = '/app/ (home)'
const FLOOR = 'floor: home as plain HTML'

export interface FrontEndFigures {
  sizes: BuildSizes
  firstVisit: FirstVisitFigures
  barcode: BarcodeFigures
  catalogue: CatalogueBrowsingFigures
  interactions: InteractionFigures
  scriptTasks: ScriptTaskFigures[]
  lighthouse: LighthouseFigures[]
  lighthouseRounds: number
  seconds: number
}

const log = (line: string) => console.log(line)

export async function measureFrontEnd(): Promise<FrontEndFigures> {
  const started = Date.now()
  const sizes = await measureBuildSizes()
  log('Front end: starting the reference server on dist/ and the floors’ server…')
  const server = await startReferenceServer()
  try {
    const floors = await startFloorServer(server.origin)
    try {
      let firstVisit: FirstVisitFigures
      let barcode: BarcodeFigures
      let catalogue: CatalogueBrowsingFigures
      let interactions: InteractionFigures
      let scriptTasks: ScriptTaskFigures[]
      const browser = await launchPlaywright()
      try {
        log('Front end: JavaScript of first visits…')
        firstVisit = await measureFirstVisitJs(browser, server.origin)
        log(`Front end: the barcode, app and floor installed, ${RUNS} runs each…`)
        barcode = await measureBarcode(browser, server.origin, floors.cardUrl, RUNS)
        log(`Front end: browsing a catalogue of ${BIG_SHOP_PRODUCTS} products at 4× CPU…`)
        catalogue = await measureCatalogueBrowsing(
          browser,
          server.origin,
          server.bigShopId,
          BIG_SHOP_PRODUCTS,
        )
        log(`Front end: the shop's taps at 4× CPU (Interaction to Next Paint), ${RUNS} runs…`)
        interactions = await measureInteractions(browser, server.origin, RUNS)
        log(`Front end: the script's tasks on the home and login pages, ${RUNS} loads each…`)
        scriptTasks = await measureScriptTasks(browser, server.origin, RUNS)
      } finally {
        await browser.close()
      }

      // Lighthouse last, alone: no other browser competes for the two cores.
      const pages: LighthousePage[] = [
        { name: HOME, url: `${server.origin}/app/` },
        { name: FLOOR, url: floors.homeUrl, floor: true },
        { name: '/app/login', url: `${server.origin}/app/login` },
        { name: '/app/stores', url: `${server.origin}/app/stores` },
        { name: '/app/leaflets', url: `${server.origin}/app/leaflets` },
        ...(await shopPages(server.origin, server.bigShopId)),
      ]
      log(`Front end: Lighthouse, ${LIGHTHOUSE_ROUNDS} rounds of ${pages.length} pages…`)
      const lighthouse = await measureLighthouse(pages, LIGHTHOUSE_ROUNDS, log)
      return {
        sizes,
        firstVisit,
        barcode,
        catalogue,
        interactions,
        scriptTasks,
        lighthouse,
        lighthouseRounds: LIGHTHOUSE_ROUNDS,
        seconds: Math.round((Date.now() - started) / 1000),
      }
    } finally {
      await floors.close()
    }
  } finally {
    await server.stop()
  }
}

export function printFrontEnd(f: FrontEndFigures): void {
  const ratio = homeLcpRatio(f.lighthouse, HOME, FLOOR)
  const target = LIGHTHOUSE_TARGETS.homeLcpRatio
  printTable(
    `Lighthouse, mobile preset (simulated slow 4G, 4× CPU), median of ${f.lighthouseRounds} interleaved rounds:`,
    [
      ...lighthouseRows(f.lighthouse),
      ratio === null
        ? targeted('home LCP / floor LCP', 'not measured', `≤ ${target}×`, false)
        : targeted('home LCP / floor LCP', `${ratio.toFixed(2)}×`, `≤ ${target}×`, ratio <= target),
    ],
  )
  for (const { page, errors } of f.lighthouse) {
    for (const error of errors) console.log(`  ${page.name}: ${error}`)
  }
  printTable(
    `Offline cold start to the painted barcode (from navigation start, median of ${f.barcode.runs} runs, app and floor in turn):`,
    barcodeRows(f.barcode),
  )
  printTable(
    `The page's script on the main thread at 4× CPU (its CPU time ×4, traced without stacks; ${f.scriptTasks[0]?.loads ?? 0} loads each):`,
    scriptTaskRows(f.scriptTasks),
  )
  printTable('The catalogue on a slow phone:', catalogueBrowsingRows(f.catalogue))
  printInteractions(f.interactions)
  printTable(
    'JavaScript of a first visit (compressed bodies until network idle; no cookies, no service worker, empty cache):',
    firstVisitRows(f.firstVisit),
  )
  printTable('The build in dist/:', buildSizeRows(f.sizes))
  console.log(`\nFront-end bench: ${f.seconds} s.`)
}

export function printInteractions(f: InteractionFigures): void {
  printTable(
    `The shop's taps on a 390×844 phone at 4× CPU: Interaction to Next Paint (Event Timing, target ≤ ${INP_TARGET_MS} ms):`,
    interactionRows(f),
  )
}

const PHONE_SHOP_PERFORMANCE = 95

/** The shop's pages Lighthouse loads: the store choice, a demo store's catalogue and product, the big store. */
async function shopPages(origin: string, bigShopId: number): Promise<LighthousePage[]> {
  const demo = await demoShopPaths(origin)
  return [
    { name: '/app/shop', url: `${origin}/app/shop` },
    // Issue 33: the phone shop's catalogue and product page at Lighthouse mobile ≥ 95.
    {
      name: "/app/shop/… (a store's catalogue)",
      url: `${origin}${demo.catalogue}`,
      performanceTarget: PHONE_SHOP_PERFORMANCE,
    },
    {
      name: '/app/shop/…/products/… (food label)',
      url: `${origin}${demo.product}`,
      performanceTarget: PHONE_SHOP_PERFORMANCE,
    },
    { name: '/app/shop/… (10,000 products)', url: `${origin}/app/shop/${bigShopId}` },
  ]
}

/**
 * `BENCH_ONLY=lighthouse npm run bench`: Lighthouse alone on the shop's pages and the home with its
 * floor, on the build in dist/ (minutes, not the whole bench).
 */
export async function measureShopLighthouseAlone(): Promise<void> {
  const server = await startReferenceServer()
  try {
    const floors = await startFloorServer(server.origin)
    try {
      const pages: LighthousePage[] = [
        { name: HOME, url: `${server.origin}/app/` },
        { name: FLOOR, url: floors.homeUrl, floor: true },
        ...(await shopPages(server.origin, server.bigShopId)),
      ]
      log(`Lighthouse, ${LIGHTHOUSE_ROUNDS} rounds of ${pages.length} pages…`)
      const lighthouse = await measureLighthouse(pages, LIGHTHOUSE_ROUNDS, log)
      printTable(
        `Lighthouse, mobile preset (simulated slow 4G, 4× CPU), median of ${LIGHTHOUSE_ROUNDS} interleaved rounds:`,
        lighthouseRows(lighthouse),
      )
      for (const { page, errors } of lighthouse) {
        for (const error of errors) console.log(`  ${page.name}: ${error}`)
      }
    } finally {
      await floors.close()
    }
  } finally {
    await server.stop()
  }
}

/** `BENCH_ONLY=inp npm run bench`: the taps alone, on the build in dist/ (a minute, not the whole bench). */
export async function measureInteractionsAlone(): Promise<InteractionFigures> {
  const server = await startReferenceServer()
  try {
    const browser = await launchPlaywright()
    try {
      return await measureInteractions(browser, server.origin, RUNS)
    } finally {
      await browser.close()
    }
  } finally {
    await server.stop()
  }
}
