import { cardEndpoints } from '../../src/api/card-endpoints'
import { requireSession } from '../auth/authenticate'
import type { Deps, Register } from '../deps'
import { receiptNumber, receiptPdf, userReceiptForPdf } from '../domain/loyalty/receipt-pdf'
import { userWalletCard, walletCardById } from '../domain/loyalty/wallet-card'
import { Failure } from '../http/failure'
import { serverMessages } from '../http/server-messages'
import { googleSaveUrl } from '../wallet/google-wallet'
import { cardOfPassLink, passLinkToken } from '../wallet/pass-links'

/** Issue 35, "Receipts and the card": a receipt's PDF and the card in the phone's wallets. */
export function cardRoutes(register: Register, deps: Deps): void {
  register(cardEndpoints.receiptPdf, async ({ params, request }) => {
    const receipt = await userReceiptForPdf(deps.db, requireSession(request).userId, params.id)
    return { body: await receiptPdf(receipt), filename: `scontrino-${receiptNumber(receipt.row.id)}.pdf` }
  })

  register(cardEndpoints.wallets, async () => ({
    apple: deps.wallet.apple !== undefined,
    google: deps.wallet.google !== undefined,
  }))

  register(cardEndpoints.appleWallet, async ({ params, request }) => {
    if (!deps.wallet.apple) throw Failure.notFound(serverMessages.appleWalletOff)
    const card = await userWalletCard(deps.db, requireSession(request).userId, params.code)
    const token = passLinkToken(deps.keys, card.id, deps.now())
    return { url: `${deps.publicUrl}/cli${cardEndpoints.applePass.path.replace('{token}', token)}` }
  })

  register(cardEndpoints.applePass, async ({ params }) => {
    const settings = deps.wallet.apple
    if (!settings) throw Failure.notFound(serverMessages.appleWalletOff)
    const now = deps.now()
    const cardId = cardOfPassLink(deps.keys, params.token, now)
    if (cardId === null) throw Failure.notFound(serverMessages.walletLinkExpired)
    const card = await walletCardById(deps.db, cardId)
    // Loaded on the first pass: a server without Apple Wallet never loads the signing code.
    const { applePass } = await import('../wallet/apple-pass')
    return {
      body: await applePass(settings, card, deps.publicUrl, now),
      filename: `carta-${card.code}.pkpass`,
      inline: true,
    }
  })

  register(cardEndpoints.googleWallet, async ({ params, request }) => {
    const settings = deps.wallet.google
    if (!settings) throw Failure.notFound(serverMessages.googleWalletOff)
    const card = await userWalletCard(deps.db, requireSession(request).userId, params.code)
    return { url: await googleSaveUrl(settings, card, deps.publicUrl, deps.now()) }
  })
}
