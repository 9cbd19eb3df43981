/**
 * The small Markdown the legal documents are written in, parsed to a tree that LegalMarkdown renders
 * as React elements (no HTML string: the CSP allows none). Blocks are separated by blank lines:
 *
 *   # Title               the page's h1 (a text's first block)
 *   ## Section            an h2, opening a section that runs to the next h2
 *   ### Part              an h3
 *   - item / 1. item      a list, one item per line; an indented `![alt](src)` line under an item
 *                         illustrates it (an illustrated step)
 *   ![alt](src)           a picture
 *   ::: box … :::         a boxed note; `::: faq` holds one question (###) and its answer;
 *                         `::: subtitle` right under the title is the line under the h1
 *   anything else         a paragraph; its lines are joined
 *
 * Inside a line: **strong**, *emphasis*, [text](href). `{name}` placeholders are left as they are.
 */

export type Inline =
  | { type: 'text'; text: string }
  | { type: 'strong' | 'em'; children: Inline[] }
  | { type: 'link'; href: string; children: Inline[] }

export interface Picture {
  alt: string
  src: string
}

export interface ListItem {
  children: Inline[]
  picture?: Picture
}

export const CONTAINERS = ['box', 'faq', 'subtitle'] as const
export type ContainerKind = (typeof CONTAINERS)[number]

export type Block =
  | { type: 'heading'; level: 1 | 2 | 3; children: Inline[] }
  | { type: 'paragraph'; children: Inline[] }
  | { type: 'list'; ordered: boolean; items: ListItem[] }
  | { type: 'picture'; picture: Picture }
  | { type: 'container'; kind: ContainerKind; children: Block[] }

const HEADING = /^(#{1,3}) (.*)$/
const BULLET = /^- (.*)$/
const NUMBERED = /^\d+\. (.*)$/
const PICTURE = /^!\[([^\]]*)\]\(([^)\s]+)\)$/
const OPEN = /^::: *(\w+)$/
const CLOSE = ':::'

export function parseMarkdown(source: string): Block[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n')
  const [blocks, end] = parseBlocks(lines, 0, false)
  if (end < lines.length) throw new Error(`Markdown: ':::' without its opening at line ${end + 1}`)
  return blocks
}

/** The blocks from line `start` to the end, or to the `:::` closing a container. */
function parseBlocks(lines: string[], start: number, inContainer: boolean): [Block[], number] {
  const blocks: Block[] = []
  const at = (n: number) => (lines[n] ?? '').trim()
  let i = start
  while (i < lines.length) {
    const line = at(i)
    if (line === '') {
      i++
      continue
    }
    if (line === CLOSE) return [blocks, inContainer ? i + 1 : i]
    const open = line.match(OPEN)
    if (open) {
      const kind = open[1] as ContainerKind
      if (!CONTAINERS.includes(kind))
        throw new Error(`Markdown: unknown container '${kind}' at line ${i + 1}`)
      const [children, next] = parseBlocks(lines, i + 1, true)
      blocks.push({ type: 'container', kind, children })
      i = next
      continue
    }
    // The other blocks run to the next blank line (or a container's end).
    let end = i
    while (end < lines.length && at(end) !== '' && at(end) !== CLOSE) end++
    blocks.push(parseBlock(lines.slice(i, end), i + 1))
    i = end
  }
  if (inContainer) throw new Error('Markdown: a container is not closed')
  return [blocks, i]
}

function parseBlock(lines: string[], lineNumber: number): Block {
  const [first = '', ...rest] = lines
  const heading = first.match(HEADING)
  if (heading) {
    const [, hashes = '', text = ''] = heading
    const level = hashes.length as 1 | 2 | 3
    if (rest.length > 0) throw new Error(`Markdown: a heading stands alone, line ${lineNumber}`)
    return { type: 'heading', level, children: parseInline(text) }
  }
  const picture = toPicture(first)
  if (picture && rest.length === 0) return { type: 'picture', picture }
  const ordered = NUMBERED.test(first)
  if (ordered || BULLET.test(first)) return parseList(lines, ordered, lineNumber)
  return { type: 'paragraph', children: parseInline(lines.map((line) => line.trim()).join(' ')) }
}

function parseList(lines: string[], ordered: boolean, lineNumber: number): Block {
  const marker = ordered ? NUMBERED : BULLET
  const items: ListItem[] = []
  lines.forEach((line, index) => {
    const item = line.match(marker)
    if (item) {
      items.push({ children: parseInline(item[1] ?? '') })
      return
    }
    const picture = toPicture(line.trim())
    const last = items.at(-1)
    if (!picture || !/^\s/.test(line) || !last || last.picture) {
      throw new Error(`Markdown: a list has one item a line, line ${lineNumber + index}`)
    }
    last.picture = picture
  })
  return { type: 'list', ordered, items }
}

function toPicture(line: string): Picture | null {
  const match = line.match(PICTURE)
  return match ? { alt: match[1] ?? '', src: match[2] ?? '' } : null
}

const EMPHASIS = [
  ['**', 'strong'],
  ['*', 'em'],
] as const

/** **strong**, *emphasis* and [links](href) in one line of text. */
export function parseInline(text: string): Inline[] {
  const out: Inline[] = []
  let plain = ''
  const flush = () => {
    if (plain) out.push({ type: 'text', text: plain })
    plain = ''
  }
  let i = 0
  while (i < text.length) {
    const mark = EMPHASIS.find(([delimiter]) => text.startsWith(delimiter, i))
    if (mark) {
      const [delimiter, type] = mark
      const from = i + delimiter.length
      const close = text.indexOf(delimiter, from)
      if (close > from) {
        flush()
        out.push({ type, children: parseInline(text.slice(from, close)) })
        i = close + delimiter.length
        continue
      }
    } else if (text[i] === '[') {
      const link = text.slice(i).match(/^\[([^\]]+)\]\(([^)\s]+)\)/)
      if (link) {
        flush()
        out.push({ type: 'link', href: link[2] ?? '', children: parseInline(link[1] ?? '') })
        i += link[0].length
        continue
      }
    }
    plain += text.charAt(i)
    i++
  }
  flush()
  return out
}
