import { session } from '../auth/session'
import { rememberCard } from './offline-card'

/**
 * Keeps the saved card in step with the session on the web (never on the kiosk): every change of
 * the user comes from the server or from a logout, so it is saved (or removed) as fresh. Writes are
 * queued so that a logout is never overtaken by a slower save before it.
 */
export function keepCardOnDevice(): { settled: () => Promise<void> } {
  let queue = rememberCard(session.user(), { fresh: false })
  session.subscribe(() => {
    const user = session.user()
    queue = queue.then(() => rememberCard(user, { fresh: true }))
  })
  return { settled: () => queue }
}
