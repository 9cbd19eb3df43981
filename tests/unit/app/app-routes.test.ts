import { describe, expect, it } from 'vitest'
import { routeMatcher, routePattern } from '../../../src/api/prerendered-pages'
import { appRoutePaths } from '../../../src/app/prerender'

describe("the app's routes, as the build writes them for the server", () => {
  const paths = appRoutePaths()
  const hasPage = routeMatcher(paths)

  it('are the route tree’s paths, pathless layouts as the root', () => {
    expect(paths).toContain('/')
    expect(paths).toContain('/stores/$storeId')
    expect(paths).toContain('/shop/$storeId/products/$productId')
    expect(paths).toContain('/totem/$label')
    expect(paths.every((path) => path.startsWith('/'))).toBe(true)
  })

  it("take every page's address, deep links with their ids included", () => {
    for (const address of [
      '/',
      '',
      '/card',
      '/card/',
      '/card/receipts/31',
      '/orders/12',
      '/orders',
      '/lists/0b6f3c1e-5d2a-4f7b-9c1d-2e3f4a5b6c7d',
      '/lists',
      '/favorites',
      '/profile',
      '/stores',
      '/stores/12',
      '/leaflets',
      '/leaflet',
      '/shop',
      '/shop/5',
      '/shop/5/cart',
      '/shop/5/checkout',
      '/shop/5/products/9',
      '/login',
      '/signup',
      '/reset',
      '/confirm',
      '/privacy',
      '/tutorial-account-delete',
      '/totem',
      '/totem/signup',
      '/totem/card',
      '/totem/DIGI',
      '/totem/any-label',
      '/staff',
      '/staff/login',
      '/staff/password',
      '/staff/orders/71',
    ]) {
      expect(hasPage(address), address).toBe(true)
    }
  })

  it('refuse an address no route takes', () => {
    for (const address of [
      '/nope',
      '/pagina-inesistente',
      '/cards',
      '/stores/12/x',
      '/shop/5/products',
      '/shop/5/elsewhere',
      '/card/receipts',
      '/totem/a/b',
      '/leaflets/3',
    ]) {
      expect(hasPage(address), address).toBe(false)
    }
  })
})

describe('a route path as a pattern', () => {
  it("reads the router's forms: parameters, the rest of the address, optional and framed ones", () => {
    expect(routePattern('/files/$').test('/files/a/b/c.pdf')).toBe(true)
    expect(routePattern('/files/$').test('/files')).toBe(true)
    expect(routePattern('/posts/{-$category}').test('/posts')).toBe(true)
    expect(routePattern('/posts/{-$category}').test('/posts/news')).toBe(true)
    expect(routePattern('/posts/{-$category}').test('/posts/news/1')).toBe(false)
    expect(routePattern('/media/file{$id}.pdf').test('/media/file12.pdf')).toBe(true)
    expect(routePattern('/media/file{$id}.pdf').test('/media/file12xpdf')).toBe(false)
    expect(routePattern('/a.b').test('/axb')).toBe(false)
  })
})
