import { randomBytes } from 'node:crypto'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'

/** Where the embedded demo keeps its store token, for `npm run ops` on the same machine. */
export const demoOpsTokenFile = (dataDir: string) => path.join(dataDir, 'ops-token')

/**
 * The embedded demo plays the store's till too (`npm run ops`), so it makes itself a store token the
 * first time and keeps it in its data folder, readable by its owner only. A server on DATABASE_URL
 * gets /ops only from OPS_TOKEN.
 */
export async function demoOpsToken(dataDir: string): Promise<string> {
  const file = demoOpsTokenFile(dataDir)
  const kept = await readFile(file, 'utf8').then(
    (text) => text.trim(),
    () => '',
  )
  if (kept) return kept
  const token = randomBytes(32).toString('base64url')
  await mkdir(dataDir, { recursive: true })
  await writeFile(file, `${token}\n`, { mode: 0o600 })
  return token
}
