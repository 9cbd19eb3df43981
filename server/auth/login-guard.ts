import { createHash, randomBytes } from 'node:crypto'
import { createChallenge, verifySolution } from 'altcha-lib/v1'
import { eq } from 'drizzle-orm'
import type { Redis } from 'ioredis'
import type { LoginChallenge } from '../../src/api/schemas/auth'
import type { Db } from '../db/connect'
import { settings } from '../db/schema'
import { fromRedis } from '../redis'

/**
 * Brute force from many addresses gets past a limit per address. So failed logins are also counted
 * per account (the username, or the card at the kiosk), over every instance when Redis is there, and
 * after a few of them the next attempt must carry a solved proof-of-work challenge (altcha, made and
 * checked here, with a key of the server's own): a customer's device solves one in a second or two,
 * someone trying thousands of passwords pays that for every one. Nothing says whether the account
 * exists: an unknown username is counted like a known one.
 */
export const FAILURES_BEFORE_CHALLENGE = 5

/** Whose logins are counted: a customer's on the web, at the kiosk, or a store staff member's. */
export type LoginKind = 'web' | 'kiosk' | 'staff'
/** Failures older than this are forgotten. */
const FAILURE_WINDOW_MS = 15 * 60_000
/** A challenge can be solved and used within this. */
const CHALLENGE_TTL_MS = 10 * 60_000
/**
 * About 10,000 hashes on average (Web Crypto's SHA-256, one after the other): a second or so on a
 * desktop, a few on a cheap phone, for one attempt; an attacker pays it for every password tried.
 */
const CHALLENGE_MAX_NUMBER = 20_000

/** Where the counts and the spent solutions are kept: this process's memory, or Redis. */
export interface GuardStore {
  count(key: string): Promise<number>
  /** One more failure, in a window that starts at the first. */
  increment(key: string, windowMs: number): Promise<void>
  reset(key: string): Promise<void>
  /** True the first time `key` is spent within `ttlMs`, false after. */
  spendOnce(key: string, ttlMs: number): Promise<boolean>
}

export function memoryGuardStore(now: () => Date): GuardStore {
  const entries = new Map<string, { value: number; until: number }>()
  const live = (key: string) => {
    const entry = entries.get(key)
    if (entry && entry.until <= now().getTime()) entries.delete(key)
    return entries.get(key)
  }
  return {
    async count(key) {
      return live(key)?.value ?? 0
    },
    async increment(key, windowMs) {
      const entry = live(key)
      if (entry) entry.value += 1
      else entries.set(key, { value: 1, until: now().getTime() + windowMs })
    },
    async reset(key) {
      entries.delete(key)
    },
    async spendOnce(key, ttlMs) {
      if (live(key)) return false
      entries.set(key, { value: 1, until: now().getTime() + ttlMs })
      return true
    },
  }
}

export function redisGuardStore(redis: Redis, prefix: string): GuardStore {
  return {
    // Counting and spending fail closed (503) while Redis is away, as the rate limits do.
    count: (key) => fromRedis(async () => Number((await redis.get(prefix + key)) ?? 0)),
    increment: (key, windowMs) =>
      fromRedis(async () => {
        const [[, count] = []] =
          (await redis
            .multi()
            .incr(prefix + key)
            .exec()) ?? []
        if (count === 1) await redis.pexpire(prefix + key, windowMs)
      }),
    // After a right password: the login stands even if the count cannot be cleared now; it ends by
    // itself with its window.
    async reset(key) {
      await redis.del(prefix + key).catch(() => {})
    },
    spendOnce: (key, ttlMs) =>
      fromRedis(async () => (await redis.set(prefix + key, '1', 'PX', ttlMs, 'NX')) === 'OK'),
  }
}

/** The key the challenges are signed with: generated on first start, kept in the shared database. */
export async function loadChallengeKey(db: Db): Promise<string> {
  await db
    .insert(settings)
    .values({ key: 'login_challenge_key', value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing()
  const [row] = await db.select().from(settings).where(eq(settings.key, 'login_challenge_key'))
  if (!row) throw new Error('login_challenge_key missing after insert')
  return row.value
}

/** Usernames and card codes are personal: the store sees a hash of them only. */
const accountKey = (kind: LoginKind, account: string) =>
  `login-failures:${kind}:${createHash('sha256').update(account.trim().toLowerCase()).digest('hex')}`

export class LoginGuard {
  constructor(
    private readonly store: GuardStore,
    private readonly hmacKey: string,
    private readonly now: () => Date,
  ) {}

  challenge(): Promise<LoginChallenge> {
    return createChallenge({
      algorithm: 'SHA-256',
      hmacKey: this.hmacKey,
      maxnumber: CHALLENGE_MAX_NUMBER,
      expires: new Date(this.now().getTime() + CHALLENGE_TTL_MS),
    }) as Promise<LoginChallenge>
  }

  /** False when this account has failed too often and `solution` is not a fresh, unspent one. */
  async admits(kind: LoginKind, account: string, solution: string | undefined): Promise<boolean> {
    if ((await this.store.count(accountKey(kind, account))) < FAILURES_BEFORE_CHALLENGE) return true
    if (!solution) return false
    let signature: string
    try {
      signature = (JSON.parse(Buffer.from(solution, 'base64').toString('utf8')) as { signature?: unknown })
        .signature as string
      if (typeof signature !== 'string' || !(await verifySolution(solution, this.hmacKey, true))) return false
    } catch {
      return false
    }
    return this.store.spendOnce(`login-challenge:${signature}`, CHALLENGE_TTL_MS)
  }

  failed(kind: LoginKind, account: string): Promise<void> {
    return this.store.increment(accountKey(kind, account), FAILURE_WINDOW_MS)
  }

  succeeded(kind: LoginKind, account: string): Promise<void> {
    return this.store.reset(accountKey(kind, account))
  }
}
