import { endpoints } from '../../src/api/endpoints'
import type { Deps, Register } from '../deps'
import { provinces, regions } from '../domain/stores/geography'
import { plainStore } from '../domain/stores/store-index'

export function storeRoutes(register: Register, deps: Deps): void {
  const { storeIndex } = deps

  register(endpoints.stores, async ({ query }) => {
    const page = await storeIndex.search({
      q: query.q,
      lat: query.lat,
      lon: query.lon,
      page: query.p,
      size: query.s,
    })
    return { ...page, data: page.data.map(plainStore) }
  })

  register(endpoints.ecommerceStores, async ({ query }) =>
    storeIndex.search({ lat: query.lat, lon: query.lon, page: query.p, size: query.s, ecommerceOnly: true }),
  )

  register(endpoints.store, async ({ params }) => plainStore(await storeIndex.store(params.id)))

  register(endpoints.states, async () => regions(deps.db))

  register(endpoints.counties, async () => provinces(deps.db))

  register(endpoints.delivery, async ({ query }) => storeIndex.delivering(query.delivery, query.state))
}
