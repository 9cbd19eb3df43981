import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'

/**
 * `npm start` builds the PWA only when dist/ is missing or older than what it is built from, so a
 * second start is immediate.
 */
const root = process.cwd()
const stamp = path.join(root, 'dist', 'index.html')
const inputs = [
  'src',
  'public',
  'sw',
  'scripts/vite',
  'index.html',
  'vite.config.ts',
  'lingui.config.ts',
  'package-lock.json',
]

function newest(entry: string): number {
  const full = path.join(root, entry)
  if (!existsSync(full)) return 0
  const stat = statSync(full)
  if (!stat.isDirectory()) return stat.mtimeMs
  return readdirSync(full).reduce((max, name) => Math.max(max, newest(path.join(entry, name))), stat.mtimeMs)
}

const built = existsSync(stamp) ? statSync(stamp).mtimeMs : 0
const changed = Math.max(...inputs.map(newest))
if (built >= changed) {
  console.log('The PWA in dist/ is up to date.')
} else {
  console.log(
    built ? 'Sources changed since the last build: building the PWA…' : 'Building the PWA (first start)…',
  )
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' })
  process.exit(result.status ?? 1)
}
