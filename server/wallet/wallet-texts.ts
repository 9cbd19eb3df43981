import { DEFAULT_LANGUAGE, inLanguage, LANGUAGES, type Language, say } from '../language'

/**
 * The words on the card in the phone's wallets (docs/receipts-and-card.md "The card in the phone's
 * wallets"), in the server's catalogues (src/locales/{it,en}/server.po) like its other words. Each
 * wallet shows them in the phone's language its own way: Apple's pass carries a `<language>.lproj/
 * pass.strings` per language, Google's object a LocalizedString; Italian is the default of both.
 */
export const walletMessages = {
  points: /*i18n*/ { id: 'wallet.points', message: 'Punti' },
  holder: /*i18n*/ { id: 'wallet.holder', message: 'Titolare' },
  card: /*i18n*/ { id: 'wallet.card', message: 'Carta' },
  pointsAsOf: /*i18n*/ { id: 'wallet.pointsAsOf', message: 'Punti aggiornati al' },
} as const

export type WalletWord = keyof typeof walletMessages

/** One of the wallet's words in `language`. */
export function walletWord(word: WalletWord, language: Language): string {
  return inLanguage(language, () => say(walletMessages[word]))
}

/** The same word in each of the server's languages, the default (Italian) first. */
export function walletWordEverywhere(word: WalletWord): { language: Language; value: string }[] {
  const others = LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE)
  return [DEFAULT_LANGUAGE, ...others].map((language) => ({ language, value: walletWord(word, language) }))
}
