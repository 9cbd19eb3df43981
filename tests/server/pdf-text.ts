import { createRequire } from 'node:module'
import path from 'node:path'

/**
 * A PDF's text, read back with pdfjs-dist (the leaflets' reader) under Node: the tests check what a
 * generated PDF says. pdfjs 6 uses Promise.withResolvers, which Node 20 lacks: it is given here,
 * before pdfjs is loaded, for the test only.
 */
type Resolvers<T> = { promise: Promise<T>; resolve: (value: T) => void; reject: (reason?: unknown) => void }

function withResolvers<T>(): Resolvers<T> {
  let resolve!: (value: T) => void
  let reject!: (reason?: unknown) => void
  const promise = new Promise<T>((yes, no) => {
    resolve = yes
    reject = no
  })
  return { promise, resolve, reject }
}

async function pdfjs() {
  const promises = Promise as unknown as { withResolvers?: typeof withResolvers }
  promises.withResolvers ??= withResolvers
  return import('pdfjs-dist/legacy/build/pdf.mjs')
}

/** The standard fonts' metrics, which pdfjs reads for a PDF that does not embed its fonts. */
const FONTS = `${path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))}/standard_fonts/`

/** The text items of every page, one a line, and the document's title. */
export async function pdfText(bytes: Uint8Array): Promise<{ text: string; title: string | undefined }> {
  const { getDocument } = await pdfjs()
  const task = getDocument({ data: new Uint8Array(bytes), standardFontDataUrl: FONTS })
  const document = await task.promise
  try {
    const texts: string[] = []
    for (let number = 1; number <= document.numPages; number++) {
      const content = await (await document.getPage(number)).getTextContent()
      for (const item of content.items) if ('str' in item && item.str.trim()) texts.push(item.str)
    }
    const { info } = (await document.getMetadata()) as { info: { Title?: string } }
    return { text: texts.join('\n'), title: info.Title }
  } finally {
    await task.destroy()
  }
}
