import { rm } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { build, type Plugin, type Rolldown } from 'vite'
import { PRERENDERED_PATHS, prerenderedFile } from '../../src/api/prerendered-pages'
import type { PrerenderedPage } from '../../src/app/prerender'
import { config } from '../../src/config'

type OutputBundle = Rolldown.OutputBundle
type OutputChunk = Rolldown.OutputChunk

/**
 * Issue 16, content before JavaScript: after the client build, the public pages are rendered in Node
 * (src/app/prerender.tsx, built for the server next to this build) and written as HTML files beside
 * index.html, each with its route's code preloaded and its styles linked, so the first paint shows
 * the page and the browser then hydrates it. The service worker's precache picks the files up.
 */
export function prerenderPages({ entry = 'src/app/prerender.tsx' } = {}): Plugin {
  let root = process.cwd()
  let base = '/'
  let configFile: string | undefined
  let skip = false
  return {
    name: 'tessera:prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root
      base = config.base
      configFile = config.configFile
      // The server build made below loads this same config: it must not prerender in turn.
      skip = Boolean(config.build.ssr)
    },
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        if (skip) return
        const template = bundle['index.html']
        if (template?.type !== 'asset' || typeof template.source !== 'string') {
          this.error('prerender: index.html is not in the bundle')
        }
        const boot = bootFiles(bundle)
        // The app's own code is not preloaded from the head: fetched at once, it would share a slow
        // connection with the stylesheets the first paint waits for. main.tsx imports it (and its
        // chunks, in parallel) at the first frame.
        const renderer = await buildRenderer(root, entry, configFile)
        try {
          for (const page of PRERENDERED_PATHS) {
            const rendered = await renderer.renderPage(page)
            const head = `${headFor(rendered, bundle, root, base, boot)}<script>${renderer.headScript}</script>`
            const file = prerenderedFile(page)
            if (!file) throw new Error(`no file for ${page}`)
            this.emitFile({
              type: 'asset',
              fileName: file,
              source: pageHtml(template.source as string, page, rendered, head),
            })
          }
          // The shell of every other page (the card first) gets the barcode before the app boots.
          template.source = (template.source as string).replace(
            /(<div id="root">[\s\S]*?<\/div>)/,
            (root) => `${root}<script>${renderer.quickCardScript}</script>`,
          )
        } finally {
          await renderer.dispose()
        }
      },
    },
  }
}

interface Renderer {
  renderPage(path: string): Promise<PrerenderedPage & { title: string }>
  headScript: string
  quickCardScript: string
  dispose(): Promise<void>
}

/** Builds the server entry with the project's own config (plugins, Lingui catalogues) and loads it. */
async function buildRenderer(root: string, entry: string, configFile: string | undefined): Promise<Renderer> {
  // Inside the project, so Node finds the dependencies; a fresh folder each time, because Node keeps
  // an imported module for the process's life (and a query on the URL would load the entry twice).
  const outDir = path.join(root, 'node_modules', '.tessera-prerender', String(Date.now()))
  await build({
    root,
    configFile,
    logLevel: 'warn',
    build: {
      ssr: entry,
      outDir,
      emptyOutDir: true,
      sourcemap: false,
      minify: false,
      copyPublicDir: false,
      rolldownOptions: { output: { entryFileNames: 'prerender.mjs' } },
    },
  })
  const module = (await import(pathToFileURL(path.join(outDir, 'prerender.mjs')).href)) as {
    renderPage: (path: string) => Promise<PrerenderedPage>
    prerenderedHeadScript: string
    preBootCardScript: () => Promise<string>
  }
  return {
    async renderPage(page) {
      const rendered = await module.renderPage(page)
      return { ...rendered, title: titleOf(rendered.html) }
    },
    headScript: module.prerenderedHeadScript,
    quickCardScript: await module.preBootCardScript(),
    dispose: () => rm(outDir, { recursive: true, force: true }),
  }
}

/** The page's title as the app sets it (ui/page-title-and-focus.ts): its h1, then the app's name. */
function titleOf(html: string): string {
  const heading = html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1] ?? ''
  return decode(heading.replace(/<[^>]+>/g, ''))
    .replace(/\s+/g, ' ')
    .trim()
}

function decode(text: string): string {
  return text
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** A chunk and what it imports, as build file names, and the styles they bring. */
function closure(
  start: OutputChunk[],
  bundle: OutputBundle,
  skip: Set<string>,
): { scripts: string[]; styles: string[] } {
  const scripts = new Set<string>()
  const styles = new Set<string>()
  const visit = (chunk: OutputChunk) => {
    if (scripts.has(chunk.fileName) || skip.has(chunk.fileName)) return
    scripts.add(chunk.fileName)
    for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css)
    for (const imported of chunk.imports) {
      const next = bundle[imported]
      if (next?.type === 'chunk') visit(next)
    }
  }
  for (const chunk of start) visit(chunk)
  return { scripts: [...scripts], styles: [...styles] }
}

const links = (base: string, { scripts, styles }: { scripts: string[]; styles: string[] }) =>
  [
    ...styles.map((file) => `<link rel="stylesheet" crossorigin href="${base}${file}">`),
    ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}">`),
  ].join('')

/**
 * The app itself (src/app/boot.tsx and what it imports), which the tiny entry imports after the
 * first paint (with its chunks in parallel): a route's preloads leave these out.
 */
function bootFiles(bundle: OutputBundle): Set<string> {
  const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk')
  const entry = chunks.find((chunk) => chunk.isEntry)
  const boot = chunks.find((chunk) => chunk.facadeModuleId?.endsWith('/src/app/boot.tsx'))
  if (!entry || !boot) throw new Error('prerender: no entry or no src/app/boot.tsx chunk in the bundle')
  const skip = new Set([entry.fileName, ...entry.imports])
  const found = closure([boot], bundle, skip)
  return new Set([...skip, ...found.scripts])
}

/** The route's own code, and what it imports, as preloads; the styles it brings, as links. */
function headFor(
  page: PrerenderedPage,
  bundle: OutputBundle,
  root: string,
  base: string,
  preloaded: Set<string>,
): string {
  const routeChunks = Object.values(bundle).filter(
    (item): item is OutputChunk =>
      item.type === 'chunk' &&
      !!item.facadeModuleId?.includes('?tsr-split=') &&
      page.routeIds.includes(routeIdOf(item.facadeModuleId, root)),
  )
  return links(base, closure(routeChunks, bundle, preloaded))
}

/** src/routes/_web/login.tsx?tsr-split=component → /_web/login; _web/index.tsx → /_web/; _web/shop.index.tsx → /_web/shop/. */
function routeIdOf(moduleId: string, root: string): string {
  const file = path.relative(path.join(root, 'src', 'routes'), moduleId.split('?')[0] ?? '')
  const id = file
    .split(path.sep)
    .join('/')
    .replace(/\.tsx?$/, '')
    // Flat routes first (shop.index → shop/index), so that their index and route files are known too.
    .replace(/\./g, '/')
    .replace(/(^|\/)route$/, '')
    .replace(/(^|\/)index$/, '$1')
  return `/${id}`
}

function pageHtml(
  template: string,
  page: string,
  rendered: PrerenderedPage & { title: string },
  head: string,
): string {
  const withRoot = template.replace(
    /<div id="root">[\s\S]*?<\/div>/,
    () => `<div id="root" data-prerendered="${escapeHtml(page)}">${rendered.html}</div>`,
  )
  if (withRoot === template) throw new Error('prerender: no <div id="root"> in index.html')
  const title = rendered.title ? `${rendered.title} – ${config.appName}` : config.appName
  return withRoot
    .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
    .replace('</head>', () => `${head}</head>`)
}
