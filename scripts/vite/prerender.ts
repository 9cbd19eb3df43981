import { cp, mkdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { build, type Plugin, type Rolldown } from 'vite'
import {
  fillPage,
  PRERENDERED_PATHS,
  prerenderedFile,
  RENDERED_ON_REQUEST,
  RENDERER_FILE,
  ROUTES_FILE,
  rendererDirOf,
  TEMPLATES_FILE,
} from '../../src/api/prerendered-pages.ts'
import { withSignedInStart } from '../../src/app/signed-in-start.ts'
import { moduleListBlock, ROUTE_MODULES_ID, START_MODULES_ID } from '../../src/app/start-modules.ts'
import { withEntryStylesheetInline } from './entry-stylesheet.ts'

type OutputBundle = Rolldown.OutputBundle
type OutputChunk = Rolldown.OutputChunk

/**
 * Issue 16, content before JavaScript: after the client build, the public pages are rendered in Node
 * (src/app/prerender.tsx, built for the server next to this build) and written as HTML files beside
 * index.html, each with its route's styles linked and its code listed, so the first paint shows
 * the page and the browser then hydrates it. The service worker's precache picks the files up.
 * The pages drawn from the chain's data (RENDERED_ON_REQUEST) are rendered by the reference server
 * when asked for: the build leaves it the renderer and a template per page in `dist-ssr`, with the
 * paths of the app's routes (by which it answers an unknown address 404).
 */
export function prerenderPages({ entry = 'src/app/prerender.tsx' } = {}): Plugin {
  let root = process.cwd()
  let base = '/'
  let outDir = 'dist'
  let configFile: string | undefined
  let skip = false
  return {
    name: 'tessera:prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root
      base = config.base
      outDir = path.resolve(config.root, config.build.outDir)
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
        const { entry: entryChunk, start, started } = startFiles(bundle)
        // No page preloads the app's code from its head: fetched at once, it would share a slow
        // connection with the stylesheets and pictures of the first screen. Every page lists the
        // start's chunks for main.tsx to fetch, all at once, once that screen is painted.
        template.source = (template.source as string).replace(
          '</head>',
          () =>
            `${moduleListBlock(
              START_MODULES_ID,
              start.map((file) => chunkName(file, entryChunk)),
            )}</head>`,
        )
        const renderer = await buildRenderer(root, entry, configFile)
        const withHead = (routeIds: string[]) =>
          (template.source as string).replace(
            '</head>',
            () =>
              `${headFor(routeIds, bundle, root, base, started, entryChunk)}<script>${renderer.module.prerenderedHeadScript}</script></head>`,
          )
        try {
          // The home, as the build writes it and as the server renders it, shows nothing of the
          // visitor's to a customer signed in on the device (src/app/signed-in-start.ts).
          const signedInStart = await renderer.module.signedInHomeScripts()
          const forPage = (page: string, html: string) =>
            page === '/' ? withSignedInStart(html, signedInStart) : html
          for (const page of PRERENDERED_PATHS) {
            const rendered = await renderer.module.renderPage(page)
            const file = prerenderedFile(page)
            if (!file) throw new Error(`no file for ${page}`)
            this.emitFile({
              type: 'asset',
              fileName: file,
              source: fillPage(forPage(page, withHead(rendered.routeIds)), {
                key: page,
                html: rendered.html,
              }),
            })
          }
          const templates: Record<string, string> = {}
          for (const page of RENDERED_ON_REQUEST) {
            templates[page.name] = forPage(
              page.route,
              withHead(await renderer.module.routeIdsAt(page.sample)),
            )
          }
          // With the routes' paths, from the route tree: the server tells an unknown address by them.
          await renderer.keep(rendererDirOf(outDir), templates, renderer.module.appRoutePaths())
          // The shell of every other page (the card first) gets the barcode before the app boots,
          // and its styles inline: its first paint waits for no file.
          const quickCardScript = await renderer.module.preBootCardScript()
          template.source = withEntryStylesheetInline(
            (template.source as string).replace(
              /(<div id="root">[\s\S]*?<\/div>)/,
              (root) => `${root}<script>${quickCardScript}</script>`,
            ),
            bundle,
            base,
          )
        } finally {
          await renderer.dispose()
        }
      },
    },
  }
}

/** The server entry's exports. */
type RendererModule = typeof import('../../src/app/prerender')

interface Renderer {
  module: RendererModule
  /**
   * Copies the renderer, with the on-request templates and the app's route paths, to the folder the
   * reference server loads.
   */
  keep(dir: string, templates: Record<string, string>, routes: string[]): Promise<void>
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
      rolldownOptions: { output: { entryFileNames: RENDERER_FILE } },
    },
  })
  const module = (await import(pathToFileURL(path.join(outDir, RENDERER_FILE)).href)) as RendererModule
  return {
    module,
    async keep(dir, templates, routes) {
      await rm(dir, { recursive: true, force: true })
      await mkdir(dir, { recursive: true })
      await cp(outDir, dir, { recursive: true })
      await writeFile(path.join(dir, TEMPLATES_FILE), JSON.stringify(templates))
      await writeFile(path.join(dir, ROUTES_FILE), JSON.stringify(routes))
    },
    dispose: () => rm(outDir, { recursive: true, force: true }),
  }
}

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

/**
 * The route's styles, as links (the first paint needs them), and its code as a list main.tsx fetches
 * with the app's once the first screen is painted (src/app/start-modules.ts).
 */
const links = (base: string, entry: string, { scripts, styles }: { scripts: string[]; styles: string[] }) =>
  [
    ...styles.map((file) => `<link rel="stylesheet" crossorigin href="${base}${file}">`),
    moduleListBlock(
      ROUTE_MODULES_ID,
      scripts.map((file) => chunkName(file, entry)),
    ),
  ].join('')

/**
 * A chunk's name in the folder of the entry's chunk, as src/app/start-modules.ts reads the lists:
 * relative to its own module, a chunk of the same folder.
 */
function chunkName(file: string, entry: string): string {
  if (path.posix.dirname(file) !== path.posix.dirname(entry)) {
    throw new Error(`prerender: the chunk ${file} is not in the folder of the entry's, ${entry}`)
  }
  return path.posix.basename(file)
}

/**
 * The start's chunks, which the tiny entry imports after the first screen (React, the libraries and
 * src/app/boot.tsx, with what they import), and all the files a route's list leaves out: these and
 * the entry with its own imports.
 */
function startFiles(bundle: OutputBundle): { entry: string; start: string[]; started: Set<string> } {
  const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk')
  const entry = chunks.find((chunk) => chunk.isEntry)
  const boot = chunks.find((chunk) => chunk.facadeModuleId?.endsWith('/src/app/boot.tsx'))
  if (!entry || !boot) throw new Error('prerender: no entry or no src/app/boot.tsx chunk in the bundle')
  const skip = new Set([entry.fileName, ...entry.imports])
  const imported = entry.dynamicImports
    .map((file) => bundle[file])
    .filter((item): item is OutputChunk => item?.type === 'chunk')
  const start = closure(imported, bundle, skip).scripts
  if (!start.includes(boot.fileName)) throw new Error('prerender: the entry does not import src/app/boot.tsx')
  return { entry: entry.fileName, start, started: new Set([...skip, ...start]) }
}

/** The route's own code and what it imports, less the start's; the styles it brings. */
function headFor(
  routeIds: string[],
  bundle: OutputBundle,
  root: string,
  base: string,
  started: Set<string>,
  entry: string,
): string {
  const routeChunks = Object.values(bundle).filter(
    (item): item is OutputChunk =>
      item.type === 'chunk' &&
      !!item.facadeModuleId?.includes('?tsr-split=') &&
      routeIds.includes(routeIdOf(item.facadeModuleId, root)),
  )
  return links(base, entry, closure(routeChunks, bundle, started))
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
