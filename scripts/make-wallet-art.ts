import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { chromium } from 'playwright-core'
import {
  WALLET_ART,
  WALLET_ART_DIR,
  WALLET_ART_SOURCE_FILE,
  walletLogoSource,
} from '../server/wallet/wallet-art'
import { CHROMIUM, CHROMIUM_FLAGS } from './chromium'

/**
 * Renders the Apple Wallet pass's pictures from the chain's logo (config.chain.logo, in public/):
 * icon.png (the logo's mark, square: 29, 58 and 87 px) and logo.png (the whole logo, 160×40 points:
 * 1×, 2× and 3×), with transparent backgrounds, into server/wallet/art/, which the server reads and
 * the repository keeps. Apple's format wants PNGs; the logo is an SVG with text, so a browser draws
 * it (Debian's Chromium, as the tests use). Run by hand after the logo changes:
 * `npx tsx scripts/make-wallet-art.ts`; the server test fails until then (source.json keeps the
 * logo's SHA-256 the pictures were drawn from).
 */
const svg = readFileSync(walletLogoSource(), 'utf8')
const [, , logoWidth = 0, logoHeight = 0] = (svg.match(/viewBox="([^"]+)"/)?.[1] ?? '')
  .split(/\s+/)
  .map(Number)
if (!logoWidth || !logoHeight) throw new Error('the chain logo has no viewBox')

/** The logo drawn over `viewBox` at `width`×`height` pixels, as an <svg> element of that size. */
function sized(viewBox: string, width: number, height: number): string {
  return svg
    .replace(/viewBox="[^"]+"/, `viewBox="${viewBox}"`)
    .replace('<svg ', `<svg width="${width}" height="${height}" preserveAspectRatio="xMidYMid meet" `)
}

const browser = await chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_FLAGS] })
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 })
  mkdirSync(WALLET_ART_DIR, { recursive: true })
  for (const art of WALLET_ART) {
    // The icon is the logo's mark: its left square, as tall as the logo.
    const viewBox = art.kind === 'icon' ? `0 0 ${logoHeight} ${logoHeight}` : `0 0 ${logoWidth} ${logoHeight}`
    await page.setViewportSize({ width: art.width, height: art.height })
    await page.setContent(
      `<!doctype html><html><body style="margin:0;background:transparent">${sized(viewBox, art.width, art.height)}</body></html>`,
    )
    const png = await page.screenshot({
      omitBackground: true,
      clip: { x: 0, y: 0, width: art.width, height: art.height },
    })
    writeFileSync(path.join(WALLET_ART_DIR, art.file), png)
    console.log(`${art.file}: ${art.width}×${art.height}`)
  }
  writeFileSync(
    path.join(WALLET_ART_DIR, WALLET_ART_SOURCE_FILE),
    `${JSON.stringify({ logoSha256: createHash('sha256').update(svg).digest('hex') }, null, 2)}\n`,
  )
} finally {
  await browser.close()
}
