import { createHash } from 'node:crypto'
import { toBuffer } from 'bwip-js/node'
import { zipSync } from 'fflate'
import forge from 'node-forge'
import { config } from '../../src/config'
import type { WalletCard } from '../domain/loyalty/wallet-card'
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../language'
import { walletArt } from './wallet-art'
import type { AppleWalletSettings } from './wallet-settings'
import { type WalletWord, walletWord } from './wallet-texts'

/** `#0b5d1e` → `rgb(11, 93, 30)`, as pass.json wants its colours. */
function rgbOf(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16)
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`
}

/** The pass's labels in `language`: the front's in capitals, as a plastic card prints them. */
function labelsIn(language: Language): Record<WalletWord, string> {
  const capital = (word: WalletWord) => walletWord(word, language).toLocaleUpperCase(language)
  return {
    points: capital('points'),
    holder: capital('holder'),
    card: capital('card'),
    pointsAsOf: walletWord('pointsAsOf', language),
  }
}

/** A .strings file's quoted text: `"` and `\` escaped, line breaks as \n. */
const quoted = (text: string) =>
  `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\r?\n/g, '\\n')}"`

/**
 * The pass's translations (Apple's localisation of a pass): one `<language>.lproj/pass.strings` per
 * language of the server, each `"<label in pass.json>" = "<the label in that language>";`. pass.json
 * keeps the Italian labels, so they are the keys and what a phone in another language shows.
 * In UTF-16 with its byte order mark, the encoding of Apple's strings files.
 */
export function passStrings(): Record<string, Uint8Array> {
  const keys = labelsIn(DEFAULT_LANGUAGE)
  return Object.fromEntries(
    LANGUAGES.map((language) => {
      const labels = labelsIn(language)
      const lines = (Object.keys(keys) as WalletWord[]).map(
        (word) => `${quoted(keys[word])} = ${quoted(labels[word])};\n`,
      )
      return [`${language}.lproj/pass.strings`, Buffer.from(`\ufeff${lines.join('')}`, 'utf16le')]
    }),
  )
}

/**
 * pass.json of a store card, its labels in Italian (passStrings translates them). Apple's passes
 * draw QR, PDF417, Aztec and Code 128 barcodes, not EAN-13: the pass's barcode is the card's 13
 * digits in Code 128 (what a till's scanner reads as the same number), and its strip picture is the
 * card's EAN-13 itself, drawn as the plastic card has it.
 */
export function passJson(settings: AppleWalletSettings, card: WalletCard, publicUrl: string, now: Date) {
  const label = labelsIn(DEFAULT_LANGUAGE)
  return {
    formatVersion: 1,
    passTypeIdentifier: settings.passTypeId,
    teamIdentifier: settings.teamId,
    serialNumber: `card-${card.code}`,
    organizationName: config.chain.name,
    description: config.chain.cardName,
    logoText: config.chain.cardName,
    foregroundColor: rgbOf(config.chain.colours.onBrand),
    backgroundColor: rgbOf(config.chain.colours.brand),
    labelColor: rgbOf(config.chain.colours.label),
    storeCard: {
      headerFields: [{ key: 'points', label: label.points, value: card.points }],
      secondaryFields: [{ key: 'holder', label: label.holder, value: card.holder }],
      auxiliaryFields: [{ key: 'code', label: label.card, value: card.code }],
      backFields: [
        {
          key: 'asOf',
          label: label.pointsAsOf,
          value: now.toISOString(),
          dateStyle: 'PKDateStyleMedium',
          timeStyle: 'PKDateStyleShort',
        },
        { key: 'site', label: config.chain.name, value: `${publicUrl}/app/card` },
      ],
    },
    barcodes: [
      {
        format: 'PKBarcodeFormatCode128',
        message: card.code,
        messageEncoding: 'iso-8859-1',
        altText: card.code,
      },
    ],
  }
}

async function ean13Strip(code: string, scale: number): Promise<Buffer> {
  return toBuffer({
    bcid: 'ean13',
    text: code,
    scale,
    height: 18,
    includetext: true,
    paddingwidth: 12,
    paddingheight: 6,
    backgroundcolor: 'ffffff',
  })
}

/** The SHA-1 of each file, in hex: manifest.json, which the signature covers. */
export function manifestOf(files: Record<string, Uint8Array>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(files).map(([name, bytes]) => [name, createHash('sha1').update(bytes).digest('hex')]),
  )
}

/**
 * The detached PKCS#7 (CMS) signature of manifest.json in DER: signed with the pass type
 * certificate's key, carrying that certificate and Apple's WWDR intermediate, with the signing time.
 */
export function signManifest(settings: AppleWalletSettings, manifest: Uint8Array, now: Date): Uint8Array {
  const certificate = forge.pki.certificateFromPem(settings.certificatePem)
  const wwdr = forge.pki.certificateFromPem(settings.wwdrPem)
  const key = settings.privateKeyPassphrase
    ? forge.pki.decryptRsaPrivateKey(settings.privateKeyPem, settings.privateKeyPassphrase)
    : forge.pki.privateKeyFromPem(settings.privateKeyPem)
  if (!key) throw new Error('APPLE_WALLET_PRIVATE_KEY cannot be read (wrong passphrase?)')
  const signed = forge.pkcs7.createSignedData()
  signed.content = forge.util.createBuffer(Buffer.from(manifest).toString('binary'))
  signed.addCertificate(certificate)
  signed.addCertificate(wwdr)
  signed.addSigner({
    key,
    certificate,
    digestAlgorithm: forge.pki.oids.sha256 as string,
    authenticatedAttributes: [
      { type: forge.pki.oids.contentType as string, value: forge.pki.oids.data as string },
      { type: forge.pki.oids.messageDigest as string },
      { type: forge.pki.oids.signingTime as string, value: now as unknown as string },
    ],
  })
  signed.sign({ detached: true })
  return Buffer.from(forge.asn1.toDer(signed.toAsn1()).getBytes(), 'binary')
}

/**
 * The .pkpass: a zip of pass.json, its translations (it.lproj and en.lproj pass.strings), its
 * pictures (the chain's logo as icon and logo, the card's EAN-13 as strip), manifest.json (every
 * other file's hash) and the signature (of the manifest).
 */
export async function applePass(
  settings: AppleWalletSettings,
  card: WalletCard,
  publicUrl: string,
  now: Date,
): Promise<Uint8Array> {
  const files: Record<string, Uint8Array> = {
    'pass.json': Buffer.from(JSON.stringify(passJson(settings, card, publicUrl, now))),
    ...passStrings(),
    // The chain's logo and its mark (server/wallet/art/, drawn by scripts/make-wallet-art.ts).
    ...walletArt(),
    'strip.png': await ean13Strip(card.code, 2),
    'strip@2x.png': await ean13Strip(card.code, 4),
  }
  const manifest = Buffer.from(JSON.stringify(manifestOf(files)))
  return zipSync({ ...files, 'manifest.json': manifest, signature: signManifest(settings, manifest, now) })
}
