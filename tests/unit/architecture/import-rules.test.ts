import { describe, expect, it } from 'vitest'
import { findFeatureCycles, findViolations, importSpecifiers } from '../../../scripts/check-imports'

const file = (path: string, text: string) => ({ path, text })
const features = file('src/features/auth/session.ts', 'export const session = {}\n')
const route = file('src/routes/_web/card.tsx', 'export const Route = {}\n')

describe('import rules between the layers', () => {
  it('refuses a ui → features import planted in a primitive', () => {
    const planted = file('src/ui/Button.tsx', "import { session } from '../features/auth/session'\n")
    expect(findViolations([planted, features])).toEqual([
      expect.objectContaining({ file: 'src/ui/Button.tsx', specifier: '../features/auth/session' }),
    ])
  })

  it('refuses React and the layers above in the contract, type imports and re-exports included', () => {
    const api = file(
      'src/api/queries.ts',
      [
        "import { queryOptions } from '@tanstack/react-query'",
        "import type { User } from '../features/auth/session'",
        "export { x } from '../ui/form/form'",
        "import { z } from 'valibot'",
      ].join('\n'),
    )
    expect(findViolations([api, features]).map((v) => v.specifier)).toEqual([
      '@tanstack/react-query',
      '../features/auth/session',
      '../ui/form/form',
    ])
  })

  it('refuses a feature that imports a route or the app, lazily too', () => {
    const feature = file(
      'src/features/card/CardPage.tsx',
      "const r = import('../../routes/_web/card')\nimport { boot } from '../../app/boot'\n",
    )
    expect(findViolations([feature, route]).map((v) => v.specifier)).toEqual([
      '../../app/boot',
      '../../routes/_web/card',
    ])
  })

  it("keeps the grocery's calls out of every page but the shop's", () => {
    const shop = file('src/api/shop-endpoints.ts', 'export const shopEndpoints = {}\n')
    const card = file(
      'src/features/card/CardPage.tsx',
      "import { shopEndpoints } from '../../api/shop-endpoints'\n",
    )
    const boot = file('src/app/boot.tsx', "const s = import('../api/shop-endpoints')\n")
    const shopPage = file(
      'src/features/shop/CartPage.tsx',
      "import { shopEndpoints } from '../../api/shop-endpoints'\n",
    )
    expect(findViolations([shop, card, boot, shopPage]).map((v) => v.file)).toEqual([
      'src/features/card/CardPage.tsx',
      'src/app/boot.tsx',
    ])
  })

  it("keeps the staff's screens and calls out of every page but the staff's", () => {
    const staffCalls = file('src/api/staff-endpoints.ts', 'export const staffEndpoints = {}\n')
    const layout = file('src/features/staff/StaffLayout.tsx', "import { x } from './staff-api'\n")
    const staffApi = file(
      'src/features/staff/staff-api.ts',
      "import { s } from '../../api/staff-endpoints'\n",
    )
    const staffRoute = file(
      'src/routes/staff.tsx',
      "import { StaffLayout } from '../features/staff/StaffLayout'\n",
    )
    const registry = file('src/api/cli-endpoints.ts', "import { s } from './staff-endpoints'\n")
    const card = file('src/features/card/CardPage.tsx', "import { s } from '../../api/staff-endpoints'\n")
    const root = file('src/app/RootLayout.tsx', "const l = import('../features/staff/StaffLayout')\n")
    expect(
      findViolations([staffCalls, layout, staffApi, staffRoute, registry, card, root]).map((v) => v.file),
    ).toEqual(['src/features/card/CardPage.tsx', 'src/app/RootLayout.tsx'])
  })

  it('keeps the server on the contract, its domain off HTTP and its routes off the tables', () => {
    const files = [
      file(
        'server/app.ts',
        "import { x } from '../src/features/auth/session'\nimport { c } from '../src/config'\n",
      ),
      file('server/domain/accounts/cards.ts', "import { Failure } from '../../http/failure'\n"),
      file(
        'server/routes/stores.ts',
        "import { eq } from 'drizzle-orm'\nimport { stores } from '../db/schema'\n",
      ),
      file('server/db/schema.ts', ''),
      file('src/config.ts', ''),
      features,
    ]
    expect(findViolations(files).map((v) => `${v.file} ${v.specifier}`)).toEqual([
      'server/app.ts ../src/features/auth/session',
      'server/domain/accounts/cards.ts ../../http/failure',
      'server/routes/stores.ts drizzle-orm',
      'server/routes/stores.ts ../db/schema',
    ])
  })

  it('lets the app compose features and features use ui and api', () => {
    const files = [
      file('src/app/boot.tsx', "import { session } from '../features/auth/session'\n"),
      file('src/features/card/CardPage.tsx', "import { ConfirmDialog } from '../../ui/ConfirmDialog'\n"),
      file('src/routes/_web/profile.tsx', "import { requireCustomer } from '../../app/customer-only'\n"),
      features,
    ]
    expect(findViolations(files)).toEqual([])
  })

  it('reads every form of import and ignores the ones in comments', () => {
    const text = [
      "import a from 'a'",
      "import type { B } from 'b'",
      "export * from 'c'",
      "import 'd.css'",
      "const e = await import('e')",
      "// import f from 'f'",
      "/* import g from 'g' */",
    ].join('\n')
    expect(importSpecifiers(text).sort()).toEqual(['a', 'b', 'c', 'd.css', 'e'])
  })
})

describe('no circle between feature folders', () => {
  const lists = file('src/features/lists/lists-on-device.ts', "import { session } from '../auth/session'\n")
  const shop = file('src/features/shop/CataloguePage.tsx', "import { formatPrice } from './money'\n")

  it('refuses a circle planted between two features, a lazy import closing it', () => {
    const planted = file(
      'src/features/auth/auth-actions.ts',
      "import { session } from './session'\nconst l = import('../lists/lists-storage')\n",
    )
    expect(findFeatureCycles([features, lists, planted, shop])).toEqual([
      {
        folders: ['auth', 'lists', 'auth'],
        edges: [
          {
            from: 'auth',
            to: 'lists',
            file: 'src/features/auth/auth-actions.ts',
            specifier: '../lists/lists-storage',
          },
          {
            from: 'lists',
            to: 'auth',
            file: 'src/features/lists/lists-on-device.ts',
            specifier: '../auth/session',
          },
        ],
      },
    ])
  })

  it('refuses a longer circle, through a type import and a stylesheet, once', () => {
    const files = [
      file('src/features/orders/OrderPage.tsx', "import '../shop/shop.css'\n"),
      file('src/features/shop/ProductCard.tsx', "import type { Star } from '../lists/ProductListActions'\n"),
      file('src/features/lists/ListToCart.tsx', "import { ordersQuery } from '../orders/order-queries'\n"),
    ]
    const cycles = findFeatureCycles(files)
    expect(cycles.map((cycle) => cycle.folders.join(' → '))).toEqual(['lists → orders → shop → lists'])
    expect(cycles[0]?.edges.map((edge) => edge.file)).toEqual([
      'src/features/lists/ListToCart.tsx',
      'src/features/orders/OrderPage.tsx',
      'src/features/shop/ProductCard.tsx',
    ])
  })

  it('lets a feature use another one way, and a feature import itself', () => {
    const orders = file(
      'src/features/orders/OrdersPage.tsx',
      "import { formatPrice } from '../shop/money'\nimport { ordersQuery } from './order-queries'\n",
    )
    expect(findFeatureCycles([features, lists, shop, orders])).toEqual([])
  })
})
