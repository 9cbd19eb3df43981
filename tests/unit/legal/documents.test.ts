import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { consentDocuments, consentDocumentVersion, currentLegalVersions } from '../../../src/api/legal-texts'
import { CONSENTS } from '../../../src/api/schemas/profile'
import { PLACEHOLDERS } from '../../../src/features/legal/LegalMarkdown'
import { parseMarkdown } from '../../../src/features/legal/markdown'

const DOCUMENTS = path.resolve(__dirname, '../../../src/features/legal/documents')

/** Every version file, as `<name>/<version>.<locale>.md`. */
function versionFiles(): string[] {
  return readdirSync(DOCUMENTS, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((dir) => readdirSync(path.join(DOCUMENTS, dir.name)).map((file) => `${dir.name}/${file}`))
    .filter((file) => file.endsWith('.md'))
    .sort()
}
const read = (file: string) => readFileSync(path.join(DOCUMENTS, file), 'utf8')
const sha256 = (file: string) =>
  createHash('sha256')
    .update(readFileSync(path.join(DOCUMENTS, file)))
    .digest('hex')
const published: Record<string, string> = JSON.parse(read('published.json'))

describe('the legal documents', () => {
  test.each(Object.entries(currentLegalVersions))(
    '%s: the current version %s exists in Italian and English',
    (name, version) => {
      for (const locale of ['it', 'en']) {
        expect(
          existsSync(path.join(DOCUMENTS, name, `${version}.${locale}.md`)),
          `${name}/${version}.${locale}.md`,
        ).toBe(true)
      }
    },
  )

  test('every version file is named <version>.<it|en>.md', () => {
    for (const file of versionFiles()) expect(file).toMatch(/^[a-z]+\/\d{4}-\d{2}-\d{2}\.(it|en)\.md$/)
  })

  test('a published text never changes: each file has the sha-256 recorded in published.json', () => {
    // A changed text is a new version: a new file, its hash added to published.json, a new date in
    // src/api/legal-texts.ts. The message shows the line to add for a new file.
    const actual = Object.fromEntries(versionFiles().map((file) => [file, sha256(file)]))
    expect(actual).toEqual(published)
  })

  test.each(versionFiles())('%s parses, opens with its title and uses only known placeholders', (file) => {
    const source = read(file)
    const [title] = parseMarkdown(source)
    expect(title).toMatchObject({ type: 'heading', level: 1 })
    const names = [...source.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string)
    for (const name of names) expect(Object.keys(PLACEHOLDERS)).toContain(name)
    expect(source.replace(/\{\w+\}/g, ''), 'a brace outside a placeholder').not.toMatch(/[{}]/)
  })

  test('the Italian and English of a version have the same shape: headings, lists, boxes, links', () => {
    const shape = (source: string) =>
      JSON.stringify(parseMarkdown(source), (key, value) =>
        key === 'text' || key === 'alt' ? undefined : value,
      )
    for (const file of versionFiles().filter((f) => f.endsWith('.it.md'))) {
      const english = file.replace(/\.it\.md$/, '.en.md')
      // Only the words differ; the pictures' sources may be per language.
      expect(shape(read(english)).replace(/\/en\//g, '/'), english).toBe(shape(read(file)))
    }
  })
})

describe('the consents', () => {
  test.each(CONSENTS)(
    '%s names the current version of its text: the card rules for accept1, else the privacy notice',
    (consent) => {
      const document = consent === 'accept1' ? 'tac' : 'privacy'
      expect(consentDocuments[consent]).toBe(document)
      expect(consentDocumentVersion(consent)).toEqual({ document, version: currentLegalVersions[document] })
    },
  )

  test('the terms carry the dates of their last change: site 18/12/2019, app 17/12/2019', () => {
    const { tac, privacy, generals, cookies, conditions } = currentLegalVersions
    expect([tac, privacy, generals, cookies]).toEqual(Array(4).fill('2019-12-18'))
    expect(conditions).toBe('2019-12-17')
  })
})
