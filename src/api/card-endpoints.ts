import { data, define, file } from './endpoints'
import { ErrorCode, ServerCode } from './errors'
import { IdParams } from './schemas/common'
import { CardCodeParams, WalletLink, WalletPassParams, Wallets } from './schemas/wallet'

/**
 * The card's extras (issue 35, "Receipts and the card"): a receipt as a PDF and the card in the
 * phone's wallets. Apart from endpoints.ts, which the app's first screen carries: these are called
 * from the card's pages only.
 */
export const cardEndpoints = {
  receiptPdf: define({
    method: 'GET',
    path: '/receipts/{id}/pdf',
    tag: 'receipts',
    summary:
      "One digital receipt of the user as a PDF: store, date, lines, totals, voucher, coupons, points, card code and the receipt number's barcode.",
    auth: 'required',
    notFound: true,
    params: IdParams,
    result: file('application/pdf'),
  }),
  wallets: define({
    method: 'GET',
    path: '/profiles/cards/wallets',
    tag: 'profiles',
    summary: 'Which phone wallets this server can put a card in (each is on with its own configuration).',
    auth: 'none',
    result: data(Wallets),
  }),
  appleWallet: define({
    method: 'GET',
    path: '/profiles/cards/{code}/wallet/apple',
    tag: 'profiles',
    summary:
      "A short-lived link (5 minutes) to the user's card as an Apple Wallet pass (application/vnd.apple.pkpass), with its points as of now. 404 when Apple Wallet is not configured on this server.",
    auth: 'required',
    notFound: true,
    codes: [ErrorCode.InvalidCardCode, ServerCode.CardDisabled],
    params: CardCodeParams,
    result: data(WalletLink),
  }),
  applePass: define({
    method: 'GET',
    path: '/profiles/cards/wallet/apple/{token}',
    tag: 'profiles',
    summary:
      'The Apple Wallet pass a link of /profiles/cards/{code}/wallet/apple names: a plain link a phone opens, good for 5 minutes (the token is the authorisation). 404 once expired, or when Apple Wallet is not configured.',
    auth: 'none',
    notFound: true,
    params: WalletPassParams,
    result: file('application/vnd.apple.pkpass'),
  }),
  googleWallet: define({
    method: 'GET',
    path: '/profiles/cards/{code}/wallet/google',
    tag: 'profiles',
    summary:
      'A "save to Google Wallet" link of the user\'s card: a JWT (RS256) signed with the configured service account, holding a loyalty object with the card\'s barcode and points. 404 when Google Wallet is not configured on this server.',
    auth: 'required',
    notFound: true,
    codes: [ErrorCode.InvalidCardCode, ServerCode.CardDisabled],
    params: CardCodeParams,
    result: data(WalletLink),
  }),
} as const
