import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import { type Call, createClient } from '../../src/api/client'
import {
  fillPage,
  NOT_FOUND,
  RENDERER_FILE,
  type RenderedOnRequest,
  renderedOnRequest,
  rendererDirOf,
  TEMPLATES_FILE,
} from '../../src/api/prerendered-pages'

export interface PageRenderer {
  render(href: string, call: Call): Promise<RenderedOnRequest | typeof NOT_FOUND | null>
  /** The on-request templates by name (api/prerendered-pages.ts, RENDERED_ON_REQUEST). */
  templates: Record<string, string>
}

export interface RenderedPagesOptions {
  /** How long a rendered page is answered again as it is: prices and offers change by the day. */
  keepMs: number
  /** How many rendered pages are kept (the oldest leaves first). */
  maxKept: number
  /** Renders under way at most; past them the app's shell answers (it draws the page itself). */
  maxRendering: number
  now: () => number
}

export const RENDERED_PAGES_DEFAULTS: Omit<RenderedPagesOptions, 'now'> = {
  keepMs: 60_000,
  maxKept: 500,
  maxRendering: 2,
}

/**
 * The on-request templates the build left beside the app (name → HTML); none when there are none or
 * the file cannot be read (the renderer then does not load either).
 */
export function readTemplates(appDir: string): Record<string, string> {
  const file = path.join(rendererDirOf(appDir), TEMPLATES_FILE)
  try {
    return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>) : {}
  } catch {
    return {}
  }
}

/**
 * The build's renderer and templates, when the build left them beside the app (scripts/vite/
 * prerender.ts); null otherwise (an older build, or the API alone): those pages are then the
 * prerendered file or the app's shell, as every other page.
 */
export async function loadPageRenderer(appDir: string): Promise<PageRenderer | null> {
  const moduleFile = path.join(rendererDirOf(appDir), RENDERER_FILE)
  const templates = readTemplates(appDir)
  if (!existsSync(moduleFile) || Object.keys(templates).length === 0) return null
  const module = (await import(pathToFileURL(moduleFile).href)) as { renderOnRequest: PageRenderer['render'] }
  return { render: module.renderOnRequest, templates }
}

/**
 * A page rendered on request: its HTML, or NOT_FOUND when its data say the address names nothing
 * (the caller answers 404 with the app's shell), or null when the shell should answer as for any
 * other page.
 */
export type PageAnswer = string | typeof NOT_FOUND | null

/**
 * The pages drawn from the chain's data (the home, the leaflets and a leaflet, the stores and a
 * store, a store's catalogue, a product), rendered when asked for and kept for a while: the HTML
 * holds the page and the data it was drawn from, so a customer on a slow phone reads the products
 * before the app has started. The data come from the server's own /cli (asked in-process), so the
 * page shows exactly what the app would ask for. An address whose data say it names nothing is kept
 * as NOT_FOUND likewise. Any failure, and a busy renderer, answer null: the caller then sends the
 * app's shell, which draws the page itself.
 */
export class RenderedPages {
  private readonly kept = new Map<string, { answer: string | typeof NOT_FOUND; until: number }>()
  private readonly rendering = new Map<string, Promise<PageAnswer>>()
  private warnedAt = Number.NEGATIVE_INFINITY

  constructor(
    private readonly renderer: PageRenderer,
    private readonly call: Call,
    private readonly log: FastifyBaseLogger,
    private readonly options: RenderedPagesOptions,
  ) {}

  /** `url` below /app (path and query): the page's answer (PageAnswer). */
  async answer(url: string): Promise<PageAnswer> {
    const pathname = url.split('?')[0] ?? ''
    const name = renderedOnRequest(pathname)
    const template = name ? this.renderer.templates[name] : undefined
    if (!template) return null
    const now = this.options.now()
    const kept = this.kept.get(url)
    if (kept && kept.until > now) return kept.answer
    const under = this.rendering.get(url)
    if (under) return under
    if (this.rendering.size >= this.options.maxRendering) return null
    const rendered = this.render(url, template).finally(() => this.rendering.delete(url))
    this.rendering.set(url, rendered)
    return rendered
  }

  private async render(url: string, template: string): Promise<PageAnswer> {
    let page: RenderedOnRequest | typeof NOT_FOUND | null
    try {
      page = await this.renderer.render(url, this.call)
    } catch (error) {
      const now = this.options.now()
      // Once a minute at most: a broken renderer would otherwise log every page view.
      if (now - this.warnedAt > 60_000) {
        this.warnedAt = now
        this.log.warn({ err: error }, 'page not rendered on request: the app shell answered')
      }
      return null
    }
    if (!page) return null
    const answer = page === NOT_FOUND ? NOT_FOUND : fillPage(template, page)
    this.kept.delete(url)
    this.kept.set(url, { answer, until: this.options.now() + this.options.keepMs })
    while (this.kept.size > this.options.maxKept) {
      const oldest = this.kept.keys().next().value
      if (oldest === undefined) break
      this.kept.delete(oldest)
    }
    return answer
  }
}

/**
 * The contract's client over the server's own routes, asked in-process (no socket): a visitor's
 * call, with no token, through the same handlers, limits and envelopes as a browser's.
 */
export function inProcessClient(app: FastifyInstance): Call {
  return createClient({
    baseUrl: '/cli',
    getToken: () => null,
    onUnauthorized: () => {},
    isOffline: () => false,
    fetch: async (input, init) => {
      const answer = await app.inject({
        method: (init?.method ?? 'GET') as 'GET',
        url: String(input),
        headers: init?.headers as Record<string, string> | undefined,
        ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
      })
      return new Response(answer.body, {
        status: answer.statusCode,
        headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
      })
    },
  })
}
