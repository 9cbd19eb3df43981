import { session } from '../auth/session'
import { forgetSavedCard, rememberCard } from './offline-card'

export interface KeptCard {
  /** Resolves once every write asked for so far has landed. */
  settled: () => Promise<void>
  /** The session ended: the card leaves the device, after any write asked for before. */
  forget: () => void
}

/**
 * Keeps the saved card in step with the user on the web (never on the kiosk): every change of the
 * user comes from the server (login, refresh, update), so it is saved (or removed, for a card no
 * longer enabled) as fresh. The end of the session is `forget`, which the app calls then
 * (src/app/session-end.ts). Writes are queued so that a logout is never overtaken by a slower save
 * before it.
 */
export function keepCardOnDevice(): KeptCard {
  let queue = rememberCard(session.user(), { fresh: false })
  const then = (write: () => Promise<void>) => {
    queue = queue.then(write)
  }
  session.subscribe(() => {
    const user = session.user()
    if (user) then(() => rememberCard(user, { fresh: true }))
  })
  return { settled: () => queue, forget: () => then(forgetSavedCard) }
}
