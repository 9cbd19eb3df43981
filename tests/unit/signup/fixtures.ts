import { HttpResponse, http } from 'msw'
import * as v from 'valibot'
import { PreferenceOptions, User } from '../../../src/api/schemas/profile'
import { County } from '../../../src/api/schemas/store'
import { API } from '../render'

/** Fixtures checked against the contract's schemas, so a drift of the contract fails the tests. */
export const counties = v.parse(v.array(County), [
  { id: 1, countyId: 'GE', name: 'Genova', stateId: 'LIG' },
  { id: 2, countyId: 'MI', name: 'Milano', stateId: 'LOM' },
  { id: 3, countyId: 'TO', name: 'Torino', stateId: 'PIE' },
])

export const preferenceOptions = v.parse(PreferenceOptions, {
  profession: { values: [{ EMPLOYEE: 'Lavoratore dipendente' }, { RETIRED: 'Pensionato' }] },
  qualification: { values: [{ HIGH_SCHOOL: 'Diploma di scuola superiore' }, { UNIVERSITY: 'Laurea' }] },
  familySituation: {
    values: [
      { SINGLE: 'Single' },
      { FAMILY_WITH_CHILDREN: 'Famiglia con figli' },
      { FAMILY_WITHOUT_CHILDREN: 'Famiglia senza figli' },
    ],
  },
  animals: { values: [{ NONE: 'Nessuno' }, { DOG: 'Cane' }] },
  interests: { values: [{ COOKING: 'Cucina' }, { BOOKS: 'Libri' }] },
})

export const mario = v.parse(User, {
  id: 7,
  username: 'mario.rossi@example.com',
  firstName: 'Mario',
  lastName: 'Rossi',
  birthDate: '1980-04-12',
  gender: 'MALE',
  email: 'mario.rossi@example.com',
  mobilePhone: '3471234567',
  ssnCode: 'RSSMRA80D12L219X',
  address: { id: 3, county: 'TO', city: 'Torino', zip: '10138', address: 'Via Cibrario 45' },
  cards: [
    {
      id: 11,
      code: '0430001234560',
      description: 'Carta fedeltà',
      points: 1234,
      created: '2020-02-01T10:00:00.000Z',
      enabled: true,
    },
  ],
  preferences: {
    profession: 'EMPLOYEE',
    qualification: null,
    interests: 'COOKING',
    animals: null,
    familySituation: 'FAMILY_WITH_CHILDREN',
    birthYearChild1: '2012',
    birthYearChild2: null,
    birthYearChild3: null,
    birthYearChild4: null,
  },
  accept1: true,
  accept2: true,
  accept3: true,
  accept4: false,
  accept5: true,
  accept6: true,
})

/** The lists every customer form loads. */
export const listHandlers = [
  http.get(`${API}/stores/counties`, () => HttpResponse.json({ code: 0, data: counties })),
  http.get(`${API}/profiles/preferences`, () => HttpResponse.json({ code: 0, data: preferenceOptions })),
]

/** A failed call as the server answers it: a non-zero code and its own message. */
export const failure = (code: number, message = 'Messaggio del server') =>
  HttpResponse.json({ code, message })
