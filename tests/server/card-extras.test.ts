import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { unzipSync } from 'fflate'
import { importSPKI, jwtVerify } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WALLET_ART_DIR, WALLET_ART_SOURCE_FILE, walletLogoSource } from '../../server/wallet/wallet-art'
import { readWalletSettings } from '../../server/wallet/wallet-settings'
import { withCheckDigit } from '../../src/api/card-code'
import { ServerCode } from '../../src/api/errors'
import { startTestServer, TEST_OPS_TOKEN, type TestServer } from './harness'
import { call, expectOk, registerConfirmed, unseenCardCode } from './helpers'
import { pdfText } from './pdf-text'
import { hasColour, hasTransparency, pngPixels } from './png-pixels'
import { testWallets } from './wallet-certificates'

/** Issue 35, "Receipts and the card": a receipt's PDF and the card in the phone's wallets. */

let server: TestServer
let bare: TestServer
let wallets: ReturnType<typeof testWallets>
beforeAll(async () => {
  wallets = testWallets()
  server = await startTestServer({ settings: { wallet: wallets.settings } })
  bare = await startTestServer()
})
afterAll(async () => {
  await server.stop()
  await bare.stop()
  wallets.chain.remove()
})

/** The Google Wallet settings of the test (testWallets). */
const GOOGLE = {
  issuerId: '3388000000012345678',
  serviceAccountEmail: 'wallet@tessera-test.iam.gserviceaccount.com',
}

const EAN_MILK = withCheckDigit('800123400011')
const EAN_OWN = withCheckDigit('800999900011')

async function customerWithReceipts(on: TestServer) {
  const cardCode = unseenCardCode()
  const customer = await registerConfirmed(on, { cardCode })
  const post = async (receiptId: string, lines: object[], voucher?: number) => {
    const answer = await on.json<{ receiptId: number }>('POST', '/ops/receipts', {
      token: TEST_OPS_TOKEN,
      body: {
        receiptId,
        cardCode,
        storeId: 1,
        at: on.clock.now().toISOString(),
        lines,
        ...(voucher ? { voucher } : {}),
      },
    })
    expect(answer.code, answer.message).toBe(0)
    return answer.data.receiptId
  }
  // Enough points for a 3 € voucher, then a receipt that uses it.
  await post(`PDF-${cardCode}-1`, [
    { ean: EAN_MILK, amountCents: 60_000, ownBrand: false, description: 'Spesa grande' },
  ])
  const receiptId = await post(
    `PDF-${cardCode}-2`,
    [
      { ean: EAN_MILK, amountCents: 129, ownBrand: false, description: 'Latte intero 1 l' },
      { ean: EAN_OWN, amountCents: 1_450, ownBrand: true, description: 'Parmigiano Alpimare 300 g' },
    ],
    500,
  )
  return { ...customer, cardCode, receiptId }
}

describe('GET /cli/receipts/{id}/pdf', () => {
  it("answers the customer's receipt as a PDF whose text holds the store, lines, totals, voucher, points and card", async () => {
    const customer = await customerWithReceipts(server)
    const response = await server.request('GET', `/cli/receipts/${customer.receiptId}/pdf`, {
      token: customer.token,
    })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('application/pdf')
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="scontrino-R\d{8}\.pdf"$/)
    const bytes = response.rawPayload
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    const { text, title } = await pdfText(new Uint8Array(bytes))
    const receipt = expectOk(
      await call(server, 'receipt', { params: { id: customer.receiptId }, token: customer.token }),
    )
    expect(text).toContain(receipt.storeName)
    expect(text).toContain('Latte intero 1 l')
    expect(text).toContain('1,29 €')
    expect(text).toContain('Parmigiano Alpimare 300 g *')
    expect(text).toContain('14,50 €')
    expect(text).toMatch(/Totale\n15,79 €/)
    expect(text).toContain('Buono sconto (500 punti)')
    expect(text).toContain('-3,00 €')
    expect(text).toMatch(/Pagato\n12,79 €/)
    expect(text).toMatch(new RegExp(`Punti accumulati\\n${receipt.pointsEarned}`))
    expect(text).toContain(customer.cardCode)
    // The barcode's human-readable line is part of its picture, not text: its number is in the title.
    expect(title).toBe(`Scontrino R${String(customer.receiptId).padStart(8, '0')} - Supermercati Alpimare`)
  })

  it('prints a name too long for its line whole, over the next lines, with its amount on the last', async () => {
    const customer = await customerWithReceipts(server)
    const name = 'Spaghetti di grano duro trafilati al bronzo, essiccati lentamente, 500 g'
    const answer = await server.json<{ receiptId: number }>('POST', '/ops/receipts', {
      token: TEST_OPS_TOKEN,
      body: {
        receiptId: `PDF-${customer.cardCode}-long`,
        cardCode: customer.cardCode,
        storeId: 1,
        at: server.clock.now().toISOString(),
        lines: [{ ean: EAN_MILK, amountCents: 389, ownBrand: false, description: name }],
      },
    })
    expect(answer.code, answer.message).toBe(0)
    const response = await server.request('GET', `/cli/receipts/${answer.data.receiptId}/pdf`, {
      token: customer.token,
    })
    const { text } = await pdfText(new Uint8Array(response.rawPayload))
    const printed = text.slice(text.indexOf('Spaghetti'), text.indexOf('3,89 €'))
    expect(printed.split('\n').length).toBeGreaterThan(2)
    expect(printed.replaceAll('\n', ' ').trim()).toBe(name)
  })

  it('lists the coupons the receipt used, with what each took off or gave', async () => {
    const customer = await customerWithReceipts(server)
    const at = server.clock.now().getTime()
    for (const [title, kind, value] of [
      ['Due euro in meno', 'AMOUNT', 200],
      ['Punti regalo', 'POINTS', 40],
    ] as const) {
      const made = await server.json('POST', '/ops/coupons', {
        token: TEST_OPS_TOKEN,
        body: {
          cardCode: customer.cardCode,
          title,
          kind,
          value,
          validFrom: new Date(at - 60_000).toISOString(),
          validTo: new Date(at + 86_400_000).toISOString(),
        },
      })
      expect(made).toMatchObject({ code: 0 })
    }
    const ours = expectOk(await call(server, 'coupons', { token: customer.token })).filter((c) =>
      ['Due euro in meno', 'Punti regalo'].includes(c.title),
    )
    for (const coupon of ours)
      expectOk(await call(server, 'activateCoupon', { token: customer.token, params: { id: coupon.id } }))
    const answer = await server.json<{ receiptId: number }>('POST', '/ops/receipts', {
      token: TEST_OPS_TOKEN,
      body: {
        receiptId: `PDF-${customer.cardCode}-coupons`,
        cardCode: customer.cardCode,
        storeId: 1,
        at: server.clock.now().toISOString(),
        lines: [{ ean: EAN_MILK, amountCents: 1_000, ownBrand: false, description: 'Latte intero 1 l' }],
        coupons: ours.map((c) => c.id),
      },
    })
    expect(answer.code, answer.message).toBe(0)
    const response = await server.request('GET', `/cli/receipts/${answer.data.receiptId}/pdf`, {
      token: customer.token,
    })
    const { text } = await pdfText(new Uint8Array(response.rawPayload))
    expect(text).toContain('Coupon usati')
    expect(text).toMatch(/Due euro in meno\n-2,00 €/)
    expect(text).toMatch(/Punti regalo\n\+40 punti/)
    expect(text).toMatch(/Pagato\n8,00 €/)
  })

  it("is another customer's as unknown as a receipt that does not exist, and needs a session", async () => {
    const owner = await customerWithReceipts(server)
    const other = await registerConfirmed(server, { cardCode: unseenCardCode() })
    for (const id of [owner.receiptId, 999_999]) {
      const response = await server.request('GET', `/cli/receipts/${id}/pdf`, { token: other.token })
      expect(response.statusCode).toBe(404)
      expect(JSON.parse(response.body)).toMatchObject({
        code: ServerCode.NotFound,
        message: 'Scontrino non trovato',
      })
    }
    expect((await server.request('GET', `/cli/receipts/${owner.receiptId}/pdf`)).statusCode).toBe(401)
  })
})

/**
 * A pass.strings file read as the phone reads it: UTF-16 (little-endian, after its byte order
 * mark), one `"key" = "value";` a line.
 */
function passStrings(bytes: Uint8Array | undefined): Record<string, string> {
  const buffer = Buffer.from(bytes ?? [])
  expect([...buffer.subarray(0, 2)]).toEqual([0xff, 0xfe])
  const text = buffer.subarray(2).toString('utf16le')
  const entries: [string, string][] = []
  for (const line of text.split('\n').filter(Boolean)) {
    const match = line.match(/^"((?:[^"\\]|\\.)*)" = "((?:[^"\\]|\\.)*)";$/)
    expect(match, line).not.toBeNull()
    entries.push([JSON.parse(`"${match?.[1]}"`), JSON.parse(`"${match?.[2]}"`)])
  }
  return Object.fromEntries(entries)
}

describe('the wallets, each on with its own configuration', () => {
  it('tells which wallets are on', async () => {
    expect(expectOk(await call(server, 'wallets'))).toEqual({ apple: true, google: true })
    expect(expectOk(await call(bare, 'wallets'))).toEqual({ apple: false, google: false })
  })

  it('Google: a save link whose JWT, signed with the service account key, holds the card barcode and points, labelled in Italian and English', async () => {
    const customer = await customerWithReceipts(server)
    const answer = expectOk(
      await call(server, 'googleWallet', { params: { code: customer.cardCode }, token: customer.token }),
    )
    expect(answer.url.startsWith('https://pay.google.com/gp/v/save/')).toBe(true)
    const jwt = answer.url.slice('https://pay.google.com/gp/v/save/'.length)
    const { payload, protectedHeader } = await jwtVerify(
      jwt,
      await importSPKI(wallets.googlePublicKeyPem, 'RS256'),
      {
        issuer: GOOGLE.serviceAccountEmail,
        audience: 'google',
      },
    )
    expect(protectedHeader.alg).toBe('RS256')
    expect(payload.typ).toBe('savetowallet')
    const session = expectOk(await call(server, 'session', { token: customer.token }))
    const points = session.cards.find((card) => card.code === customer.cardCode)?.points
    const [object] = (payload.payload as { loyaltyObjects: Record<string, unknown>[] }).loyaltyObjects
    expect(object).toMatchObject({
      id: `${GOOGLE.issuerId}.card-${customer.cardCode}`,
      classId: `${GOOGLE.issuerId}.tessera-card`,
      state: 'ACTIVE',
      accountId: customer.cardCode,
      barcode: { type: 'EAN_13', value: customer.cardCode },
      loyaltyPoints: {
        balance: { int: points },
        // Italian by default, English for a phone in English.
        label: 'Punti',
        localizedLabel: {
          defaultValue: { language: 'it', value: 'Punti' },
          translatedValues: [{ language: 'en', value: 'Points' }],
        },
      },
    })
    expect(points).toBeGreaterThan(0)
  })

  it("Google: another user's card is not found; an unconfigured server answers 404 with a message", async () => {
    const owner = await customerWithReceipts(server)
    const other = await registerConfirmed(server, { cardCode: unseenCardCode() })
    const refused = await call(server, 'googleWallet', {
      params: { code: owner.cardCode },
      token: other.token,
    })
    expect(refused.status).toBe(404)
    const elsewhere = await registerConfirmed(bare, { cardCode: unseenCardCode() })
    const off = await call(bare, 'googleWallet', { params: { code: owner.cardCode }, token: elsewhere.token })
    expect({ status: off.status, code: off.code, message: off.message }).toEqual({
      status: 404,
      code: ServerCode.NotFound,
      message: 'Google Wallet non è disponibile: il servizio non è configurato.',
    })
  })

  it('Apple: a short-lived plain link to a pass zip whose manifest hashes its files (it.lproj and en.lproj pass.strings among them) and whose signature verifies', async () => {
    const customer = await customerWithReceipts(server)
    const { url } = expectOk(
      await call(server, 'appleWallet', { params: { code: customer.cardCode }, token: customer.token }),
    )
    expect(url).toMatch(/^http:\/\/tessera\.test\/cli\/profiles\/cards\/wallet\/apple\/[\w.-]+$/)
    const path = new URL(url).pathname
    // A plain link: no token, no cookie.
    const response = await server.request('GET', path)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.headers['content-type']).toBe('application/vnd.apple.pkpass')
    const files = unzipSync(new Uint8Array(response.rawPayload))
    expect(Object.keys(files).sort()).toEqual([
      'en.lproj/pass.strings',
      'icon.png',
      'icon@2x.png',
      'icon@3x.png',
      'it.lproj/pass.strings',
      'logo.png',
      'logo@2x.png',
      'logo@3x.png',
      'manifest.json',
      'pass.json',
      'signature',
      'strip.png',
      'strip@2x.png',
    ])
    const manifest = JSON.parse(Buffer.from(files['manifest.json'] ?? []).toString()) as Record<
      string,
      string
    >
    for (const [name, bytes] of Object.entries(files)) {
      if (name === 'manifest.json' || name === 'signature') continue
      expect(manifest[name], name).toBe(createHash('sha1').update(bytes).digest('hex'))
    }
    expect(Object.keys(manifest).length).toBe(11)
    expect(Object.keys(manifest)).toEqual(
      expect.arrayContaining(['it.lproj/pass.strings', 'en.lproj/pass.strings']),
    )
    const pass = JSON.parse(Buffer.from(files['pass.json'] ?? []).toString())
    const session = expectOk(await call(server, 'session', { token: customer.token }))
    expect(pass).toMatchObject({
      formatVersion: 1,
      passTypeIdentifier: 'pass.example.tessera',
      teamIdentifier: 'TEAM123456',
      backgroundColor: 'rgb(11, 93, 30)',
      storeCard: {
        headerFields: [
          { key: 'points', value: session.cards.find((c) => c.code === customer.cardCode)?.points },
        ],
      },
      barcodes: [{ message: customer.cardCode }],
    })
    // Its labels in Italian, the keys of each language's pass.strings (Apple's localisation).
    const labels = [
      ...pass.storeCard.headerFields,
      ...pass.storeCard.secondaryFields,
      ...pass.storeCard.auxiliaryFields,
      pass.storeCard.backFields[0],
    ].map((field: { label: string }) => field.label)
    expect(labels).toEqual(['PUNTI', 'TITOLARE', 'CARTA', 'Punti aggiornati al'])
    expect(passStrings(files['en.lproj/pass.strings'])).toEqual({
      PUNTI: 'POINTS',
      TITOLARE: 'HOLDER',
      CARTA: 'CARD',
      'Punti aggiornati al': 'Points as of',
    })
    expect(passStrings(files['it.lproj/pass.strings'])).toEqual(
      Object.fromEntries(labels.map((label: string) => [label, label])),
    )
    const verified = wallets.chain.verify(
      files.signature ?? new Uint8Array(),
      files['manifest.json'] ?? new Uint8Array(),
    )
    expect(verified.ok, verified.output).toBe(true)
    // A manifest changed after signing does not verify.
    const forged = Buffer.from(JSON.stringify({ ...manifest, 'pass.json': '0'.repeat(40) }))
    expect(wallets.chain.verify(files.signature ?? new Uint8Array(), forged).ok).toBe(false)

    // Five minutes later the link has expired.
    server.clock.advance(5 * 60_000 + 1_000)
    try {
      const expired = await server.request('GET', path)
      expect(expired.statusCode).toBe(404)
      expect(JSON.parse(expired.body).message).toMatch(/scaduto/)
    } finally {
      server.clock.reset()
    }
  })

  it("Apple: the pass's icon and logo are the chain's logo, at Apple's sizes", async () => {
    const customer = await customerWithReceipts(server)
    const { url } = expectOk(
      await call(server, 'appleWallet', { params: { code: customer.cardCode }, token: customer.token }),
    )
    const files = unzipSync(new Uint8Array((await server.request('GET', new URL(url).pathname)).rawPayload))
    // Apple: the icon 29×29 points, the logo at most 160×50 (the chain's is 160×40), at 1×, 2×, 3×.
    const sizes: Record<string, [number, number]> = {
      'icon.png': [29, 29],
      'icon@2x.png': [58, 58],
      'icon@3x.png': [87, 87],
      'logo.png': [160, 40],
      'logo@2x.png': [320, 80],
      'logo@3x.png': [480, 120],
    }
    for (const [name, [width, height]] of Object.entries(sizes)) {
      const picture = pngPixels(files[name] ?? new Uint8Array())
      expect({ name, width: picture.width, height: picture.height }).toEqual({ name, width, height })
      // The logo's drawing, not a square of one colour: its mountains, sun and wave on a transparent
      // ground (public/chain-logo.svg), and the name in white beside the mark in the logo.
      for (const colour of ['#0b5d1e', '#f2b705', '#1b6ca8']) {
        expect(hasColour(picture, colour), `${name} has ${colour}`).toBe(true)
      }
      expect(hasTransparency(picture), `${name} is transparent around the logo`).toBe(true)
    }
    expect(hasColour(pngPixels(files['logo@3x.png'] ?? new Uint8Array()), '#ffffff')).toBe(true)
  })

  it('Apple: the pictures were drawn from the chain logo as it is now (or: run scripts/make-wallet-art.ts)', () => {
    const logo = readFileSync(walletLogoSource())
    const source = JSON.parse(readFileSync(path.join(WALLET_ART_DIR, WALLET_ART_SOURCE_FILE), 'utf8'))
    expect(source.logoSha256).toBe(createHash('sha256').update(logo).digest('hex'))
  })

  it('Apple: a download link the server did not sign is refused', async () => {
    const forged = await server.request(
      'GET',
      '/cli/profiles/cards/wallet/apple/1.99999999999.AAAAAAAAAAAAAAAAAAAAAA',
    )
    expect(forged.statusCode).toBe(404)
  })

  it('Apple: absent without its configuration: 404 with a message', async () => {
    const customer = await registerConfirmed(bare, { cardCode: unseenCardCode() })
    const session = expectOk(await call(bare, 'session', { token: customer.token }))
    const code = session.cards[0]?.code ?? ''
    const off = await call(bare, 'appleWallet', { params: { code }, token: customer.token })
    expect({ status: off.status, code: off.code, message: off.message }).toEqual({
      status: 404,
      code: ServerCode.NotFound,
      message: 'Apple Wallet non è disponibile: il servizio non è configurato.',
    })
  })
})

describe('the wallets’ configuration', () => {
  it('is all of a wallet’s variables or none: some of them stop the start, naming those missing', () => {
    expect(readWalletSettings({})).toEqual({ apple: undefined, google: undefined })
    expect(() => readWalletSettings({ GOOGLE_WALLET_ISSUER_ID: '338800' })).toThrow(
      'Google Wallet is half configured: GOOGLE_WALLET_CLASS_ID, GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL, GOOGLE_WALLET_PRIVATE_KEY missing',
    )
    const google = readWalletSettings({
      GOOGLE_WALLET_ISSUER_ID: '338800',
      GOOGLE_WALLET_CLASS_ID: 'card',
      GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL: 'w@p.iam.gserviceaccount.com',
      GOOGLE_WALLET_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----\\nAAAA\\n-----END PRIVATE KEY-----',
    }).google
    expect(google?.privateKeyPem).toBe('-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----')
    expect(() =>
      readWalletSettings({
        APPLE_WALLET_PASS_TYPE_ID: 'pass.x',
        APPLE_WALLET_TEAM_ID: 'T',
        APPLE_WALLET_CERTIFICATE: '/nowhere/pass.pem',
        APPLE_WALLET_PRIVATE_KEY: '/nowhere/pass.key',
        APPLE_WALLET_WWDR_CERTIFICATE: '/nowhere/wwdr.pem',
      }),
    ).toThrow('APPLE_WALLET_CERTIFICATE is neither a PEM nor a readable file')
  })
})
