import argon2 from 'argon2'

/** Argon2id at OWASP's floor (19 MiB, 2 passes, 1 lane): memory-hard, about 20 ms here. */
const OPTIONS = { type: argon2.argon2id, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 } as const

/**
 * Argon2 runs on libuv's thread pool (4 threads), as do WebCrypto (every session token's check), file
 * and DNS work. Were every login and sign-up of a busy minute to hash at once, the card, the cart and
 * every other call with a token would queue behind them (measured by `npm run bench -- cluster`: the
 * card's p50 went over a second). At most this many hashes run at once; the rest wait their turn
 * here, leaving threads free for everything else.
 */
const HASHES_AT_ONCE = 2
let running = 0
const waiting: (() => void)[] = []

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running >= HASHES_AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve))
  else running++
  try {
    return await work()
  } finally {
    const next = waiting.shift()
    if (next) next()
    else running--
  }
}

export function hashPassword(password: string): Promise<string> {
  return inTurn(() => argon2.hash(password, OPTIONS))
}

let decoy: Promise<string> | null = null

/**
 * Verifies a password. With no hash (unknown user, or an account without a password) it still
 * spends the time of a verification, so that timing does not tell which usernames exist.
 */
export async function verifyPassword(hash: string | null | undefined, password: string): Promise<boolean> {
  if (!hash) {
    decoy ??= hashPassword('decoy password that matches nothing')
    const decoyHash = await decoy
    await inTurn(() => argon2.verify(decoyHash, password)).catch(() => false)
    return false
  }
  try {
    return await inTurn(() => argon2.verify(hash, password))
  } catch {
    return false
  }
}
