import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { config } from '../../src/config'

/**
 * The Apple Wallet pass's pictures drawn from the chain's logo (scripts/make-wallet-art.ts renders
 * them from config.chain.logo with Chromium; the repository keeps the PNGs here). Apple's sizes:
 * the icon 29×29 points, the logo at most 160×50 points (ours is the logo's own 160×40), each at
 * 1×, 2× and 3×.
 */
export const WALLET_ART_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'art')
/** The logo's SHA-256 the pictures were drawn from: a changed logo asks for the script again. */
export const WALLET_ART_SOURCE_FILE = 'source.json'

export interface WalletArt {
  file: string
  kind: 'icon' | 'logo'
  width: number
  height: number
}

const { width: logoWidth, height: logoHeight } = config.chain.logo

export const WALLET_ART: readonly WalletArt[] = [1, 2, 3].flatMap((scale) => {
  const suffix = scale === 1 ? '' : `@${scale}x`
  return [
    { file: `icon${suffix}.png`, kind: 'icon', width: 29 * scale, height: 29 * scale },
    { file: `logo${suffix}.png`, kind: 'logo', width: logoWidth * scale, height: logoHeight * scale },
  ] as const
})

/** The chain's logo in public/ (config.chain.logo.src is its address under the app's base). */
export function walletLogoSource(): string {
  const root = path.resolve(WALLET_ART_DIR, '../../..')
  return path.join(root, 'public', config.chain.logo.src.replace(/^\/app\//, ''))
}

let read: Record<string, Uint8Array> | null = null

/** The pictures by their name in the pass, read once. */
export function walletArt(): Record<string, Uint8Array> {
  read ??= Object.fromEntries(
    WALLET_ART.map((art) => [art.file, new Uint8Array(readFileSync(path.join(WALLET_ART_DIR, art.file)))]),
  )
  return read
}
