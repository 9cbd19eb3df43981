import { withCheckDigit } from '../../../src/api/card-code'
import type { Preferences } from '../../../src/api/schemas/profile'

/**
 * The demo customers printed at start. Their passwords are published, not secrets: they are seeded
 * into the embedded database, and into a PostgreSQL server only with SEED_DEMO=1.
 */
export interface DemoCustomer {
  username: string | null
  password: string | null
  firstName: string
  lastName: string
  birthDate: string
  gender: 'MALE' | 'FEMALE'
  mobilePhone: string | null
  address: { county: string; city: string; zip: string; address: string }
  card: { code: string; points: number; description: string; created: string }
  /** The till receipts of the last months (weekly visits) and the voucher used among them. */
  history: { visits: number; voucherPoints: number }
  preferences: Preferences | null
  consents: [boolean, boolean, boolean, boolean, boolean, boolean]
  terminalType: string
  /** What the start banner says about this customer. */
  role: string
}

export const DEMO_PASSWORD = 'Tessera-2026'

/** Every preference unanswered. */
export const NO_PREFERENCES: Preferences = {
  profession: null,
  qualification: null,
  interests: null,
  animals: null,
  familySituation: null,
  birthYearChild1: null,
  birthYearChild2: null,
  birthYearChild3: null,
  birthYearChild4: null,
}

export const DEMO_CUSTOMERS: DemoCustomer[] = [
  {
    username: 'mario.rossi@example.com',
    password: DEMO_PASSWORD,
    firstName: 'Mario',
    lastName: 'Rossi',
    birthDate: '1982-04-17',
    gender: 'MALE',
    mobilePhone: '3471234567',
    address: { county: 'TO', city: 'Torino', zip: '10138', address: 'Via Cibrario 45' },
    card: {
      code: withCheckDigit('043000123456'),
      points: 1234,
      description: 'Carta fedeltà',
      created: '2021-03-02',
    },
    history: { visits: 24, voucherPoints: 750 },
    preferences: {
      ...NO_PREFERENCES,
      profession: 'EMPLOYEE',
      qualification: 'UNIVERSITY',
      interests: 'COOKING',
      animals: 'DOG',
      familySituation: 'FAMILY_WITH_CHILDREN',
      birthYearChild1: '2012',
      birthYearChild2: '2016',
    },
    consents: [true, true, true, false, true, true],
    terminalType: 'web',
    role: 'cliente web con figli, 1234 punti',
  },
  {
    username: 'giulia.bianchi@example.com',
    password: DEMO_PASSWORD,
    firstName: 'Giulia',
    lastName: 'Bianchi',
    birthDate: '1995-11-03',
    gender: 'FEMALE',
    mobilePhone: null,
    address: { county: 'GE', city: 'Genova', zip: '16129', address: 'Corso Buenos Aires 12' },
    card: {
      code: withCheckDigit('043100482913'),
      points: 460,
      description: 'Carta digitale',
      created: '2024-09-14',
    },
    history: { visits: 10, voucherPoints: 500 },
    preferences: { ...NO_PREFERENCES, familySituation: 'SINGLE', interests: 'TRAVELS' },
    consents: [true, true, false, false, false, false],
    terminalType: 'Android',
    role: 'cliente dell’app, carta digitale, 460 punti',
  },
  {
    username: null,
    password: null,
    firstName: 'Giuseppe',
    lastName: 'Esposito',
    birthDate: '1958-06-21',
    gender: 'MALE',
    mobilePhone: null,
    address: { county: 'MI', city: 'Milano', zip: '20135', address: 'Viale Umbria 30' },
    card: {
      code: withCheckDigit('043000765432'),
      points: 820,
      description: 'Carta fedeltà',
      created: '2019-05-10',
    },
    history: { visits: 16, voucherPoints: 500 },
    preferences: null,
    consents: [true, true, false, false, false, false],
    terminalType: 'totem',
    role: 'cliente solo carta (registrato al totem): accede al totem con carta e cognome',
  },
]

/** Printed cards handed out in the stores and not yet registered: sign up with one of these. */
export const UNASSIGNED_CARD_CODES = ['043000900001', '043000900002', '043000900003', '043000900004'].map(
  withCheckDigit,
)
