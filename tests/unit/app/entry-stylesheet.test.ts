import type { Rolldown } from 'vite'
import { describe, expect, it } from 'vitest'
import { entryStylesheetOf, withEntryStylesheetInline } from '../../../scripts/vite/entry-stylesheet'

const CSS = '.boot{color:#1a1a1a}\n'
const LINK = '<link rel="stylesheet" crossorigin href="/app/assets/index-Ab1.css">'
const PAGE = `<!doctype html><html><head><title>Tessera</title>${LINK}</head><body></body></html>`

/** What the build hands the plugin: an entry chunk with its stylesheet, and the stylesheet. */
function bundleWith(css: string, entries = 1): Rolldown.OutputBundle {
  const bundle: Record<string, unknown> = {
    'assets/index-Ab1.css': { type: 'asset', fileName: 'assets/index-Ab1.css', source: css },
    'assets/boot-Cd2.js': { type: 'chunk', isEntry: false, viteMetadata: { importedCss: new Set() } },
  }
  for (let i = 0; i < entries; i++) {
    bundle[`assets/index-${i}.js`] = {
      type: 'chunk',
      isEntry: true,
      viteMetadata: { importedCss: new Set(['assets/index-Ab1.css']) },
    }
  }
  return bundle as unknown as Rolldown.OutputBundle
}

describe('the entry stylesheet in the shell', () => {
  it('is the entry chunk’s one stylesheet', () => {
    expect(entryStylesheetOf(bundleWith(CSS))).toBe('assets/index-Ab1.css')
    expect(() => entryStylesheetOf(bundleWith(CSS, 2))).toThrow(/one entry chunk/)
  })

  it('goes in the page where its link was, the link kept but disabled so that nothing fetches it', () => {
    const html = withEntryStylesheetInline(PAGE, bundleWith(CSS), '/app/')
    expect(html).toContain(
      '<title>Tessera</title><style>.boot{color:#1a1a1a}</style><link rel="stylesheet" crossorigin href="/app/assets/index-Ab1.css" disabled></head>',
    )
  })

  it('is refused when it could not work inline, instead of breaking the page', () => {
    expect(() => withEntryStylesheetInline(PAGE, bundleWith('p{}</style><p>'), '/app/')).toThrow(/<\/style/)
    expect(() => withEntryStylesheetInline(PAGE, bundleWith('p{background:url(./a.png)}'), '/app/')).toThrow(
      /relative url/,
    )
    expect(() =>
      withEntryStylesheetInline(PAGE, bundleWith('p{background:url(/app/assets/a.png)}'), '/app/'),
    ).not.toThrow()
    expect(() => withEntryStylesheetInline('<head></head>', bundleWith(CSS), '/app/')).toThrow(
      /does not link/,
    )
  })
})
