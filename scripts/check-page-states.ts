import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * The states a page shows in place of its data (loading, offline with no copy on the device, failed
 * with "Riprova", empty) are the kit's: src/ui/query-state (docs/architecture.md). Run by `npm run
 * check`, this refuses a retry block written again outside it, one line per place:
 * - a message that is only the retry button's word ("Riprova", in JSX, a `t` or `msg` template or a
 *   string): prose that merely contains it ("…Riprova con la rete.", "…: riprova.") is a sentence of
 *   the page, not a button's label, and passes;
 * - a button whose click asks a query again (`onClick={… .refetch(…)}`): the kit's FailedNotice and
 *   QueryState take the retry as `onRetry` and draw the button themselves.
 */

export interface SourceFile {
  /** Path from the repository's root, with forward slashes: src/features/card/CardPage.tsx */
  path: string
  text: string
}

export interface RetryBlock {
  file: string
  line: number
  found: string
  rule: string
}

/** The kit: the one place a retry button is drawn. */
export const PAGE_STATE_KIT = 'src/ui/query-state/'

const RULES: readonly { pattern: RegExp; why: string }[] = [
  {
    // The word alone between a tag's or a string's delimiters (white space and a full stop allowed).
    pattern: /(?:>|['"`])\s*riprova[\s.!…]*(?:<|['"`])/gi,
    why: 'the retry label outside the kit: show a failure with FailedNotice or QueryState (src/ui/query-state)',
  },
  {
    pattern: /\bonClick=\{[^}]*\.refetch\(/g,
    why: "a button wired to a query's refetch outside the kit: pass it as onRetry to FailedNotice or QueryState",
  },
]

/** The code with its comments blanked out, every other character (and so every offset) in place. */
function withoutComments(text: string): string {
  const blank = (comment: string) => comment.replace(/[^\n]/g, ' ')
  return text
    .replace(/\/\*[\s\S]*?\*\//g, blank)
    .replace(/(^|[^:'"`\\])(\/\/.*)$/gm, (_, before: string, comment: string) => before + blank(comment))
}

export function findRetryBlocks(files: readonly SourceFile[]): RetryBlock[] {
  const found: RetryBlock[] = []
  for (const file of files) {
    if (!file.path.startsWith('src/') || file.path.startsWith(PAGE_STATE_KIT)) continue
    const code = withoutComments(file.text)
    for (const { pattern, why } of RULES) {
      for (const match of code.matchAll(pattern)) {
        const line = code.slice(0, match.index).split('\n').length
        found.push({ file: file.path, line, found: match[0].replace(/\s+/g, ' ').trim(), rule: why })
      }
    }
  }
  return found.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line)
}

function sourceFiles(root: string, folder: string): SourceFile[] {
  const files: SourceFile[] = []
  for (const entry of readdirSync(path.join(root, folder), { withFileTypes: true })) {
    const relative = `${folder}/${entry.name}`
    if (entry.isDirectory()) files.push(...sourceFiles(root, relative))
    else if (/\.(tsx?|mts)$/.test(entry.name) && !entry.name.endsWith('.d.ts'))
      files.push({ path: relative, text: readFileSync(path.join(root, relative), 'utf8') })
  }
  return files
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
  const files = sourceFiles(root, 'src')
  const blocks = findRetryBlocks(files)
  for (const b of blocks) console.error(`${b.file}:${b.line}: ${b.found} — ${b.rule}`)
  if (blocks.length) {
    console.error(`\n✖ ${blocks.length} retry block(s) outside the page-state kit (${PAGE_STATE_KIT})`)
    process.exit(1)
  }
  console.log(`✔ page states come from the kit (${files.length} files)`)
}
