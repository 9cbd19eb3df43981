import { createHmac, timingSafeEqual } from 'node:crypto'
import type { SessionKeys } from '../auth/sessions'

/** How long a pass download link works: enough to tap it, not enough to pass it around. */
export const PASS_LINK_TTL_MS = 5 * 60_000

/** The MAC of a link: HMAC-SHA-256 with the server's session key, over its purpose, card and expiry, cut to 128 bits. */
function mac(keys: SessionKeys, cardId: number, expires: number): Buffer {
  return createHmac('sha256', keys.key).update(`wallet-pass:${cardId}:${expires}`).digest().subarray(0, 16)
}

/**
 * The token of an Apple Wallet download link: `<card id>.<expiry, unix seconds>.<MAC>`, made with the
 * server's session key and good for 5 minutes. The link carries it in its path, so Safari opens it
 * as it is, with no header and no cookie (and it stays under the router's 100 characters a
 * parameter); it authorises that one card's pass, and nothing else.
 */
export function passLinkToken(keys: SessionKeys, cardId: number, now: Date): string {
  const expires = Math.floor((now.getTime() + PASS_LINK_TTL_MS) / 1000)
  return `${cardId}.${expires}.${mac(keys, cardId, expires).toString('base64url')}`
}

/** The card a link's token names, or null when the server did not make it or it has expired. */
export function cardOfPassLink(keys: SessionKeys, token: string, now: Date): number | null {
  const [card, expiry, signature, ...rest] = token.split('.')
  if (rest.length || !card || !expiry || !signature || !/^\d{1,9}$/.test(card) || !/^\d{1,12}$/.test(expiry))
    return null
  const cardId = Number(card)
  const expires = Number(expiry)
  const given = Buffer.from(signature, 'base64url')
  const expected = mac(keys, cardId, expires)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  return expires * 1000 > now.getTime() ? cardId : null
}
