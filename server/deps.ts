import type { Endpoint } from '../src/api/endpoints'
import type { SessionKeys } from './auth/sessions'
import type { Db } from './db/connect'
import type { StoreIndex } from './domain/store-index'
import type { Handler } from './http/contract'
import type { Mailer } from './mail/mailer'

/** What the route modules work with; made once in main.ts (or by a test). */
export interface Deps {
  db: Db
  keys: SessionKeys
  mailer: Mailer
  storeIndex: StoreIndex
  /** Where mail links point, e.g. http://localhost:3000 */
  publicUrl: string
  /** Cookies marked Secure (the public URL is https). */
  secureCookies: boolean
  /** The clock, for age checks; tests may stop it. */
  now: () => Date
}

/** Registers one endpoint of the contract with the app's authentication and rate limits. */
export type Register = <E extends Endpoint>(endpoint: E, handler: Handler<E>) => void
