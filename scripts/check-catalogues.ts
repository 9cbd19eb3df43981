import { spawnSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'

/**
 * The Lingui part of `npm run check`: the catalogues hold exactly the messages of the code (extract
 * changes nothing), and English translates every one of them.
 */
const catalogues = ['it', 'en'].flatMap((locale) =>
  readdirSync(`src/locales/${locale}`)
    .filter((file) => file.endsWith('.po'))
    .map((file) => `src/locales/${locale}/${file}`),
)
const before = catalogues.map((file) => readFileSync(file, 'utf8'))
const extract = spawnSync('npx', ['lingui', 'extract', '--clean'], { encoding: 'utf8' })
if (extract.status !== 0) {
  process.stderr.write(extract.stdout + extract.stderr)
  process.exit(1)
}
const stale = catalogues.filter((file, i) => readFileSync(file, 'utf8') !== before[i])
if (stale.length) {
  console.error(`Lingui catalogues were out of date and have been updated: ${stale.join(', ')}. Commit them.`)
  process.exit(1)
}

/** Entries of a .po file whose msgstr is empty (the header excepted). */
function untranslated(po: string): string[] {
  const missing: string[] = []
  for (const block of po.split(/\n\n+/)) {
    const id = block.match(/^msgid "(.*)"$/m)?.[1]
    const str = block.match(/^msgstr "(.*)"$/m)?.[1]
    const continued = /^msgstr ""\n"/m.test(block)
    if (id && str === '' && !continued) missing.push(id)
  }
  return missing
}
const missing = catalogues
  .filter((file) => file.startsWith('src/locales/en/'))
  .flatMap((file) => untranslated(readFileSync(file, 'utf8')))
if (missing.length) {
  console.error(
    `${missing.length} messages have no English translation, e.g.:\n  ${missing.slice(0, 10).join('\n  ')}`,
  )
  process.exit(1)
}
console.log('Lingui catalogues: up to date, English complete.')
