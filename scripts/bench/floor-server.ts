import { readFile } from 'node:fs/promises'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { toSVG } from 'bwip-js/node'

/**
 * The floors' tiny static server (issue 16): plain pages to hold the app's figures against, on an
 * origin of their own (another port), so that neither their service worker nor their storage mixes
 * with the app's.
 *   /           floors/home.html, the home page as plain HTML (+ /home.css)
 *   /card/      floors/card.html, a fixed EAN-13 barcode inline (+ /card/sw.js, its service worker)
 *   /media/...  the app's own banner pictures, fetched once from the reference server, so both home
 *               pages show the same bytes
 * Text is compressed as the reference server compresses it (brotli first, else gzip), so only the
 * pages differ, not the transport.
 */
const FLOORS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'floors')

/** The demo customer's card number (without its check digit: bwip-js computes it). */
const FLOOR_CARD_CODE = '043000123456'

interface Asset {
  type: string
  body: Buffer
}

export interface FloorServer {
  /** http://127.0.0.1:port, without a trailing slash. */
  origin: string
  homeUrl: string
  cardUrl: string
  close(): Promise<void>
}

/**
 * The barcode as the app draws it (src/features/card/barcode.ts: same symbology and options), as
 * the SVG data URL the app puts in its <img>. The options are repeated because the app's encoder
 * (bwip-js/browser) does not run in Node; keep them in step with barcode.ts.
 */
function barcodeDataUrl(): string {
  const svg = toSVG({
    bcid: 'ean13',
    text: FLOOR_CARD_CODE,
    scale: 2,
    height: 13,
    includetext: true,
    guardwhitespace: true,
    paddingwidth: 6,
    paddingheight: 4,
    backgroundcolor: 'FFFFFF',
    barcolor: '000000',
    textcolor: '000000',
  })
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
}

async function floorAssets(): Promise<Map<string, Asset>> {
  const read = (name: string) => readFile(path.join(FLOORS_DIR, name))
  const card = (await read('card.html')).toString('utf8')
  const placeholder = 'src="BARCODE_SRC"'
  if (!card.includes(placeholder)) throw new Error(`floors/card.html has no ${placeholder} to fill in`)
  return new Map<string, Asset>([
    ['/', { type: 'text/html; charset=utf-8', body: await read('home.html') }],
    ['/home.css', { type: 'text/css; charset=utf-8', body: await read('home.css') }],
    [
      '/card/',
      {
        type: 'text/html; charset=utf-8',
        // The data URL is written into an attribute: it must hold no double quote (encodeURIComponent
        // leaves none).
        body: Buffer.from(card.replace(placeholder, `src="${barcodeDataUrl()}"`)),
      },
    ],
    ['/card/sw.js', { type: 'text/javascript; charset=utf-8', body: await read('sw.js') }],
  ])
}

function send(request: IncomingMessage, response: ServerResponse, asset: Asset): void {
  const accepts = String(request.headers['accept-encoding'] ?? '')
  const compressible = /^(text\/|image\/svg)/.test(asset.type)
  let body = asset.body
  const headers: Record<string, string> = {
    'content-type': asset.type,
    // Always asked again, as the app's HTML is; the floors' service worker does its own caching.
    'cache-control': 'no-cache',
    vary: 'accept-encoding',
  }
  if (compressible && /\bbr\b/.test(accepts)) {
    body = brotliCompressSync(body)
    headers['content-encoding'] = 'br'
  } else if (compressible && /\bgzip\b/.test(accepts)) {
    body = gzipSync(body)
    headers['content-encoding'] = 'gzip'
  }
  headers['content-length'] = String(body.length)
  response.writeHead(200, headers)
  response.end(request.method === 'HEAD' ? undefined : body)
}

/** Starts the floors' server; `appOrigin` is the reference server, whose /media/ pictures it borrows. */
export async function startFloorServer(appOrigin: string): Promise<FloorServer> {
  const assets = await floorAssets()
  const media = new Map<string, Promise<Asset>>()
  const fetchMedia = (pathname: string): Promise<Asset> => {
    let asset = media.get(pathname)
    if (!asset) {
      asset = fetch(`${appOrigin}${pathname}`).then(async (answer) => {
        if (!answer.ok) throw new Error(`the reference server answered ${answer.status} for ${pathname}`)
        return {
          type: answer.headers.get('content-type') ?? 'application/octet-stream',
          body: Buffer.from(await answer.arrayBuffer()),
        }
      })
      // A failure is not kept: the next request asks again.
      asset.catch(() => media.delete(pathname))
      media.set(pathname, asset)
    }
    return asset
  }

  const server = createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://floor').pathname
    const known = assets.get(pathname)
    if (known) return send(request, response, known)
    if (pathname.startsWith('/media/')) {
      fetchMedia(pathname).then(
        (asset) => send(request, response, asset),
        (error: unknown) => {
          response.writeHead(502, { 'content-type': 'text/plain' })
          response.end(String(error))
        },
      )
      return
    }
    response.writeHead(404, { 'content-type': 'text/plain' })
    response.end('not a floor page')
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => resolve())
  })
  const { port } = server.address() as AddressInfo
  const origin = `http://127.0.0.1:${port}`
  return {
    origin,
    homeUrl: `${origin}/`,
    cardUrl: `${origin}/card/`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        // Browsers keep connections alive: without this close() would wait for them.
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}
