import { endpoints } from '../../src/api/endpoints'
import type { Deps, Register } from '../deps'
import { bannersOf } from '../domain/content/banners'
import { chainLeaflets, storeLeaflets } from '../domain/content/leaflets'

export function cmsRoutes(register: Register, deps: Deps): void {
  register(endpoints.banners, async ({ query }) => bannersOf(deps.db, query.category))
  register(endpoints.leaflets, async () => chainLeaflets(deps.db, deps.now()))
  register(endpoints.storeLeaflets, async ({ params }) => storeLeaflets(deps.db, params.id, deps.now()))
}
