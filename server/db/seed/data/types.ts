/**
 * Shapes of the demo data loaded by the server's first-start seed. Pure data: the seed turns these
 * records into rows (regions → states, provinces → counties, stores with timetables, services and
 * departments).
 */

/** An Italian region, keyed by its two-digit ISTAT code (e.g. '01' Piemonte). */
export interface RegionSeed {
  stateId: string
  name: string
}

/** A province (or metropolitan city, free consortium, autonomous province) keyed by its sigla, e.g. 'TO'. */
export interface ProvinceSeed {
  countyId: string
  name: string
  /** ISTAT code of the region it belongs to. */
  stateId: string
}

/** One opening interval of a week day. A day with a lunch break has two entries; a closed day has none. */
export interface TimetableSeed {
  /** 1 = Monday … 7 = Sunday. */
  dayOfWeek: number
  /** 'HH:mm' */
  opening: string
  /** 'HH:mm' */
  closing: string
}

export interface StoreSeed {
  /** e.g. 'Alpimare Torino Crocetta' */
  name: string
  format: 'SUPERSTORE' | 'SUPERMARKET' | 'CITY'
  /** Street and number, e.g. 'Corso Einaudi 41'. */
  address: string
  /** 5-digit CAP of that street. */
  zip: string
  city: string
  /** Province sigla, e.g. 'TO'. */
  county: string
  latitude: number
  longitude: number
  /** Italian landline with the town's area code, e.g. '011 5689123'. */
  phone: string
  /** Always on the reserved `.example` domain. */
  email: string
  timetables: TimetableSeed[]
  /** Codes from SERVICE_CODES. */
  services: string[]
  /** Codes from DEPARTMENT_CODES. */
  departments: string[]
  /** null when the store takes no online orders. */
  ecommerce: null | {
    deliveryModes: Array<'IN_STORE' | 'AT_HOME' | 'DRIVE'>
    /** ISTAT codes of the regions it delivers to AT_HOME (empty without AT_HOME). */
    deliveryStateIds: string[]
  }
}
