import type { Endpoint } from '../src/api/endpoints'
import type { LoginGuard } from './auth/login-guard'
import type { Catalogues } from './domain/catalogue/catalogue'
import type { PaymentProvider } from './domain/orders/payments'
import type { DomainContext } from './domain/shared/context'
import type { StoreIndex } from './domain/stores/store-index'
import type { Handler } from './http/contract'
import type { ListFeed, OrderFeed } from './live/order-feed'
import type { WalletSettings } from './wallet/wallet-settings'

/** What the route modules work with; made once in start.ts (or by a test). */
export interface Deps extends DomainContext {
  storeIndex: StoreIndex
  /** The e-commerce stores' catalogues, kept in memory for search. */
  catalogues: Catalogues
  /** Card payments of online orders (the test provider in the reference server). */
  payments: PaymentProvider
  /** Cookies marked Secure (the public URL is https). */
  secureCookies: boolean
  /** Failed logins per account, and the challenge asked after too many. */
  loginGuard: LoginGuard
  /** Every instance's committed order changes, for the live streams (ordersChanged publishes here). */
  orderFeed: OrderFeed
  /** The phone wallets this server can put a card in (README "Configuration"). */
  wallet: WalletSettings
  /** Every instance's committed shopping-list changes (listsChanged publishes here). */
  listFeed: ListFeed
}

/** Registers one endpoint of the contract with the app's authentication and rate limits. */
export type Register = <E extends Endpoint>(endpoint: E, handler: Handler<E>) => void
