import type { FastifyBaseLogger } from 'fastify'
import { describe, expect, it, vi } from 'vitest'
import { type PageRenderer, RenderedPages, type RenderedPagesOptions } from '../../server/http/rendered-pages'
import type { Call } from '../../src/api/client'
import { NOT_FOUND, PAGE_DATA_ID } from '../../src/api/prerendered-pages'

const TEMPLATE =
  '<!doctype html><html><head><title>Tessera</title></head><body><div id="root"></div></body></html>'

const call = (async () => {
  throw new Error('not called by the fake renderer')
}) as unknown as Call

const log = { warn: vi.fn() } as unknown as FastifyBaseLogger

function setUp(render: PageRenderer['render'], options: Partial<RenderedPagesOptions> = {}) {
  let now = 1_000
  const renderer: PageRenderer = {
    render: vi.fn(render),
    templates: { 'shop-catalogue': TEMPLATE, 'shop-product': TEMPLATE, store: TEMPLATE, leaflet: TEMPLATE },
  }
  const pages = new RenderedPages(renderer, call, log, {
    keepMs: 60_000,
    maxKept: 3,
    maxRendering: 2,
    now: () => now,
    ...options,
  })
  return { pages, renderer, later: (ms: number) => (now += ms) }
}

const catalogue = (href: string) => ({
  html: `<section><h1>Spesa online</h1><p>${href}</p></section>`,
  key: href,
  data: { queries: [{ name: '</script><script>alert(1)</script>' }] },
})

describe('pages rendered on request', () => {
  it('fills the template with the page, its address, its title and its data', async () => {
    const { pages } = setUp(async (href) => catalogue(href))
    const html = await pages.answer('/shop/5?page=2')
    expect(html).toContain('<div id="root" data-prerendered="/shop/5?page=2"><section><h1>Spesa online</h1>')
    expect(html).toContain('<title>Spesa online – Tessera</title>')
    const data = html?.match(
      new RegExp(`<script type="application/json" id="${PAGE_DATA_ID}">(.*?)</script>`),
    )
    // The data cannot close its block: '<' is written as \u003c, and reads back the same.
    expect(data?.[1]).not.toContain('<')
    expect(JSON.parse(data?.[1] ?? '')).toEqual(catalogue('/shop/5?page=2').data)
  })

  it('renders only the pages drawn from the chain data, never another address', async () => {
    const { pages, renderer } = setUp(async (href) => catalogue(href))
    for (const url of [
      '/shop',
      '/shop/5/cart',
      '/card',
      '/shop/x',
      '/shop/5/products/abc',
      '/orders/3',
      '/stores/x',
      '/stores/12/y',
      '/leaflets/3',
    ]) {
      expect(await pages.answer(url), url).toBeNull()
    }
    expect(renderer.render).not.toHaveBeenCalled()
    for (const url of ['/shop/5/products/9', '/stores/12', '/stores/12?q=genova&page=2', '/leaflet?id=3']) {
      expect(await pages.answer(url), url).toContain('<h1>Spesa online</h1>')
    }
  })

  it('answers and keeps an address whose data say it names nothing as not found', async () => {
    const { pages, renderer, later } = setUp(async (href) => (href.startsWith('/stores/') ? NOT_FOUND : null))
    expect(await pages.answer('/stores/999999')).toBe(NOT_FOUND)
    expect(await pages.answer('/stores/999999')).toBe(NOT_FOUND)
    expect(renderer.render).toHaveBeenCalledTimes(1)
    later(61_000)
    expect(await pages.answer('/stores/999999')).toBe(NOT_FOUND)
    expect(renderer.render).toHaveBeenCalledTimes(2)
  })

  it('keeps a page for a minute, then renders it again', async () => {
    const { pages, renderer, later } = setUp(async (href) => catalogue(href))
    await pages.answer('/shop/5')
    later(59_000)
    await pages.answer('/shop/5')
    expect(renderer.render).toHaveBeenCalledTimes(1)
    later(2_000)
    await pages.answer('/shop/5')
    expect(renderer.render).toHaveBeenCalledTimes(2)
  })

  it('keeps at most so many pages, the oldest leaving first', async () => {
    const { pages, renderer } = setUp(async (href) => catalogue(href))
    for (const url of ['/shop/1', '/shop/2', '/shop/3', '/shop/4']) await pages.answer(url)
    await pages.answer('/shop/4')
    expect(renderer.render).toHaveBeenCalledTimes(4)
    await pages.answer('/shop/1')
    expect(renderer.render).toHaveBeenCalledTimes(5)
  })

  it('renders a page asked for twice at once only once, and answers the shell past the renders allowed', async () => {
    const waiting: (() => void)[] = []
    const { pages, renderer } = setUp(
      (href) =>
        new Promise((resolve) => {
          waiting.push(() => resolve(catalogue(href)))
        }),
    )
    const first = pages.answer('/shop/1')
    const again = pages.answer('/shop/1')
    const second = pages.answer('/shop/2')
    expect(await pages.answer('/shop/3')).toBeNull()
    for (const go of waiting) go()
    expect(await first).toContain('/shop/1')
    expect(await again).toBe(await first)
    expect(await second).toContain('/shop/2')
    expect(renderer.render).toHaveBeenCalledTimes(2)
    // Room again once they are done.
    waiting.length = 0
    const third = pages.answer('/shop/3')
    for (const go of waiting) go()
    expect(await third).toContain('/shop/3')
  })

  it('answers the shell when the page has no data (an unknown store) or the renderer fails, and keeps nothing', async () => {
    const { pages, renderer } = setUp(async (href) => {
      if (href === '/shop/404') return null
      throw new Error('renderer broken')
    })
    expect(await pages.answer('/shop/404')).toBeNull()
    expect(await pages.answer('/shop/7')).toBeNull()
    expect(await pages.answer('/shop/7')).toBeNull()
    expect(renderer.render).toHaveBeenCalledTimes(3)
    expect(log.warn).toHaveBeenCalledTimes(1)
  })
})
