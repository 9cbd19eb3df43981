import type { Store } from '../../../src/api/schemas/store'

/** A store as the contract describes it (Monday–Saturday split hours, Sunday closed). */
export function makeStore(id: number, name: string, overrides: Partial<Store> = {}): Store {
  return {
    id,
    name,
    logoImageUrl: null,
    address: {
      address: `Via Roma ${id}`,
      zip: '10121',
      city: 'Torino',
      county: 'TO',
      latitude: 45.06 + id / 1000,
      longitude: 7.68,
    },
    distance: null,
    phone: '011 123 4567',
    email: `negozio${id}@alpimare.example`,
    webUrl: 'https://www.alpimare.example/negozi/torino',
    notes: 'Alpimare Nord S.r.l.',
    timetables: [1, 2, 3, 4, 5, 6].flatMap((dayOfWeek) => [
      { dayOfWeek, opening: '08:30', closing: '13:00' },
      { dayOfWeek, opening: '15:30', closing: '19:30' },
    ]),
    openings: [],
    services: [{ code: 'PARKING', name: 'Parcheggio' }],
    departments: [{ code: 'BAKERY', name: 'Panetteria' }],
    ...overrides,
  }
}

export const page = (data: Store[], totalPages = 1, number = 0) => ({ code: 0, data, totalPages, number })
