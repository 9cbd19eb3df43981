import argon2 from 'argon2'

/** Argon2id at OWASP's floor (19 MiB, 2 passes, 1 lane): memory-hard, about 20 ms here. */
const OPTIONS = { type: argon2.argon2id, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 } as const

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, OPTIONS)
}

let decoy: Promise<string> | null = null

/**
 * Verifies a password. With no hash (unknown user, or an account without a password) it still
 * spends the time of a verification, so that timing does not tell which usernames exist.
 */
export async function verifyPassword(hash: string | null | undefined, password: string): Promise<boolean> {
  if (!hash) {
    decoy ??= hashPassword('decoy password that matches nothing')
    await argon2.verify(await decoy, password).catch(() => false)
    return false
  }
  try {
    return await argon2.verify(hash, password)
  } catch {
    return false
  }
}
