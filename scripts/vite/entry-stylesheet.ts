import type { Rolldown } from 'vite'

/**
 * The entry's stylesheet (src/styles.css and what main.tsx imports) is inline in index.html, the
 * shell of every page that is not prerendered, the installed app's card first of all: linked, it
 * held the first paint, and the pre-boot barcode's script after #root (a script waits for the
 * stylesheets above it), until the service worker had answered for it: 5–30 ms of the till's
 * figure on a cold offline start (issue 16; the two builds measured in turn), against a static page
 * whose styles are in the page. The prerendered pages keep the link, so the file is cached once for
 * all of them.
 */

/** The file name of the entry chunk's one stylesheet. */
export function entryStylesheetOf(bundle: Rolldown.OutputBundle): string {
  const entries = Object.values(bundle).filter(
    (file): file is Rolldown.OutputChunk => file.type === 'chunk' && file.isEntry,
  )
  const styles = entries.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])])
  const [only] = styles
  if (entries.length !== 1 || styles.length !== 1 || !only) {
    throw new Error(
      `expected one entry chunk with one stylesheet, found ${entries.length} with ${styles.length}`,
    )
  }
  return only
}

/**
 * `html` with the entry's stylesheet in a <style> where its <link> was. The link stays, disabled:
 * browsers do not fetch a disabled stylesheet, and Vite's loader, which looks for a stylesheet's
 * <link> before a dynamic import that depends on it adds one, finds it. Without it the loader would
 * add the file on the shell's first import, and that second copy of the entry's rules, landing after
 * a route's own stylesheet, would win over it.
 */
export function withEntryStylesheetInline(html: string, bundle: Rolldown.OutputBundle, base: string): string {
  const file = entryStylesheetOf(bundle)
  const asset = bundle[file]
  if (asset?.type !== 'asset') throw new Error(`${file} is not in the bundle`)
  const css = typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source)
  // A "</style" inside the rules would end the element early (none today; refuse rather than break).
  if (/<\/style/i.test(css)) throw new Error(`${file} holds "</style": it cannot be inlined`)
  // A relative url() would resolve against the page's address instead of the stylesheet's.
  if (/url\((?!\s*['"]?(\/|data:))/i.test(css))
    throw new Error(`${file} has a relative url(): it cannot be inlined`)
  const link = new RegExp(`<link rel="stylesheet"[^>]*href="${escapeRegExp(`${base}${file}`)}"[^>]*>`)
  if (!link.test(html)) throw new Error(`the page does not link ${base}${file}`)
  return html.replace(
    link,
    (linked) => `<style>${css.trim()}</style>${linked.replace(/\s*\/?>$/, ' disabled>')}`,
  )
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
