import { importPKCS8, SignJWT } from 'jose'
import { config } from '../../src/config'
import type { WalletCard } from '../domain/loyalty/wallet-card'
import { DEFAULT_LANGUAGE } from '../language'
import type { GoogleWalletSettings } from './wallet-settings'
import { type WalletWord, walletWord, walletWordEverywhere } from './wallet-texts'

/** Where a "save to Google Wallet" JWT is opened. */
export const GOOGLE_SAVE_URL = 'https://pay.google.com/gp/v/save/'

/** Google's ids are `<issuer id>.<suffix>`, the suffix of letters, digits, '.', '_' and '-'. */
const qualified = (issuerId: string, id: string) => (id.includes('.') ? id : `${issuerId}.${id}`)

/**
 * A word as Google's LocalizedString: the Italian as `defaultValue` (what a phone in another
 * language shows), the other languages in `translatedValues`.
 */
export function localizedString(word: WalletWord) {
  const [first, ...others] = walletWordEverywhere(word)
  return { defaultValue: first, translatedValues: others }
}

/**
 * The loyalty object of a card (Google Wallet API, LoyaltyObject): the card's EAN-13 as its barcode,
 * its points as of now (labelled in Italian and English), the chain's colour. Its id is the card's,
 * so saving it again updates it. The class's labels are the console's (docs/receipts-and-card.md).
 */
export function loyaltyObject(settings: GoogleWalletSettings, card: WalletCard) {
  return {
    id: `${settings.issuerId}.card-${card.code}`,
    classId: qualified(settings.issuerId, settings.classId),
    state: 'ACTIVE',
    accountId: card.code,
    accountName: card.holder,
    barcode: { type: 'EAN_13', value: card.code, alternateText: card.code },
    loyaltyPoints: {
      // The plain label too (Italian), for what reads no LocalizedString.
      label: walletWord('points', DEFAULT_LANGUAGE),
      localizedLabel: localizedString('points'),
      balance: { int: card.points },
    },
    hexBackgroundColor: config.chain.colours.brand,
  }
}

/**
 * The "save to Google Wallet" link: a JWT signed (RS256) with the service account's key, whose
 * payload carries the loyalty object; `origins` is the site the button is shown on.
 */
export async function googleSaveUrl(
  settings: GoogleWalletSettings,
  card: WalletCard,
  origin: string,
  now: Date,
): Promise<string> {
  const key = await importPKCS8(settings.privateKeyPem, 'RS256')
  const jwt = await new SignJWT({
    typ: 'savetowallet',
    origins: [origin],
    payload: { loyaltyObjects: [loyaltyObject(settings, card)] },
  })
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
    .setIssuer(settings.serviceAccountEmail)
    .setAudience('google')
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .sign(key)
  return `${GOOGLE_SAVE_URL}${jwt}`
}
