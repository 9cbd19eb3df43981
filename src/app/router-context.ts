import type { session } from '../features/auth/session'
import type { Channel } from './channel'

/**
 * What every route's `beforeLoad` and component can read from the router: the channel the page runs
 * in and the customer's session (the guards of the pages for logged-in customers read it).
 */
export interface RouterContext {
  channel: Channel
  session: Pick<typeof session, 'user'>
}
