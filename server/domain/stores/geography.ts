import { asc } from 'drizzle-orm'
import type { County, State } from '../../../src/api/schemas/store'
import type { Db } from '../../db/connect'
import { counties, states } from '../../db/schema'

/** The regions, by name. */
export async function regions(db: Db): Promise<State[]> {
  return db
    .select({ id: states.id, stateId: states.stateId, name: states.name })
    .from(states)
    .orderBy(asc(states.name))
}

/** The provinces (and the other places of residence), by name. */
export async function provinces(db: Db): Promise<County[]> {
  return db
    .select({ id: counties.id, countyId: counties.countyId, name: counties.name, stateId: counties.stateId })
    .from(counties)
    .orderBy(asc(counties.name))
}
