import { and, eq, ne } from 'drizzle-orm'
import type { Db } from '../../db/connect'
import { users } from '../../db/schema'
import type { Language } from '../../language'

/**
 * The customer's language follows the app: every call of the PWA says its language
 * (Accept-Language), so a customer who switches the app to English gets English mails from then on.
 * Written only when it changes (one indexed comparison on the calls where it has not).
 */
export async function rememberLanguage(db: Db, userId: number, language: Language): Promise<void> {
  await db
    .update(users)
    .set({ language })
    .where(and(eq(users.id, userId), ne(users.language, language)))
}
