import { asc } from 'drizzle-orm'
import { endpoints } from '../../src/api/endpoints'
import { counties, states } from '../db/schema'
import type { Deps, Register } from '../deps'
import { plainStore } from '../domain/store-index'
import { Failure } from '../http/failure'

export function storeRoutes(register: Register, deps: Deps): void {
  const { db, storeIndex } = deps

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

  register(endpoints.store, async ({ params }) => {
    const store = await storeIndex.get(params.id)
    if (!store) throw Failure.notFound('Negozio non trovato')
    return plainStore(store)
  })

  register(endpoints.states, async () =>
    db
      .select({ id: states.id, stateId: states.stateId, name: states.name })
      .from(states)
      .orderBy(asc(states.name)),
  )

  register(endpoints.counties, async () =>
    db
      .select({
        id: counties.id,
        countyId: counties.countyId,
        name: counties.name,
        stateId: counties.stateId,
      })
      .from(counties)
      .orderBy(asc(counties.name)),
  )

  register(endpoints.delivery, async ({ query }) => storeIndex.delivering(query.delivery, query.state))
}
