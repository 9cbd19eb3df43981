import * as v from 'valibot'
import * as rule from '../rules'

/** Which phone wallets the server can put a card in: each is on with its own configuration. */
export const Wallets = v.object({ apple: v.boolean(), google: v.boolean() })
export type Wallets = v.InferOutput<typeof Wallets>

/** A link the app opens: Apple's short-lived pass download, or Google's "save to Google Wallet". */
export const WalletLink = v.object({ url: v.pipe(v.string(), v.url()) })
export type WalletLink = v.InferOutput<typeof WalletLink>

/** /profiles/cards/{code}/…: one of the user's cards, by its 13 digits. */
export const CardCodeParams = v.object({ code: rule.cardCode })

/** The signed token of a pass download: what the link itself authorises. */
export const WalletPassParams = v.object({
  token: v.pipe(v.string(), v.regex(/^\d{1,9}\.\d{1,12}\.[\w-]{22}$/)),
})
