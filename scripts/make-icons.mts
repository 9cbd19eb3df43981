import { readFileSync, writeFileSync } from 'node:fs'
import { createCanvas, loadImage } from '@napi-rs/canvas'

/**
 * Renders the app icons of the web app manifest from public/icons/icon.svg (run by hand after the
 * logo changes: `npx tsx scripts/make-icons.ts`). The maskable ones keep the drawing inside the
 * safe zone (the middle 80%) on a full-bleed brand background.
 */
const svg = readFileSync('public/icons/icon.svg')
// The tab's icon: drawn from public/favicon.svg, written as a PNG (an SVG icon is a document of its
// own, about 20 ms of every page's main thread while it loads).
const favicon = readFileSync('public/favicon.svg')
const BRAND = '#0b5d1e'

async function render(size: number, maskable: boolean, file: string, source = svg): Promise<void> {
  const canvas = createCanvas(size, size)
  const context = canvas.getContext('2d')
  const image = await loadImage(source)
  if (maskable) {
    context.fillStyle = BRAND
    context.fillRect(0, 0, size, size)
    const inner = size * 0.7
    context.drawImage(image, (size - inner) / 2, (size - inner) / 2, inner, inner)
  } else {
    context.drawImage(image, 0, 0, size, size)
  }
  writeFileSync(file, canvas.toBuffer('image/png'))
}

await render(192, false, 'public/icons/icon-192.png')
await render(512, false, 'public/icons/icon-512.png')
await render(512, true, 'public/icons/maskable-512.png')
await render(180, true, 'public/icons/apple-touch-icon.png')
await render(32, false, 'public/favicon-32.png', favicon)
console.log('icons written to public/icons')
