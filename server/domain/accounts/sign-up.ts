import { eq } from 'drizzle-orm'
import type * as v from 'valibot'
import { isStrongPassword } from '../../../src/api/rules'
import type { SignupRequest } from '../../../src/api/schemas/profile'
import { hashPassword } from '../../auth/passwords'
import { users } from '../../db/schema'
import type { Language } from '../../language'
import { confirmationMail } from '../../mail/templates'
import { type DomainContext, inTransaction } from '../shared/context'
import { DomainError } from '../shared/errors'
import { assignCard, cardForSignUp, issueDigitalCard } from './cards'
import { recordConsents } from './consents'
import { mailLink } from './mail-links'
import { assertAdult, personalColumns, saveAddress } from './profiles'
import { findUserByUsername } from './users'

/**
 * A web or app sign-up: a pending account that logs in once the address is confirmed through the
 * mailed link. With a printed card the card is assigned; without one a digital card is issued. A
 * card-only customer from the kiosk who signs up with card and surname completes that profile instead,
 * and gets the e-mail and password once the address is confirmed.
 */
export async function signUp(
  ctx: DomainContext,
  request: v.InferOutput<typeof SignupRequest>,
  /** The language of the sign-up's request: the account's, and its confirmation mail's. */
  language: Language,
  /**
   * The page of the app signed up from (a path, already checked by the contract), which the mail's
   * link carries on to the login after the confirmation: a list's join link (docs/lists-sharing.md).
   */
  returnTo?: string,
): Promise<void> {
  const { profile, username: email } = request
  assertAdult(profile.birthDate, ctx.now())
  if (!isStrongPassword(request.password)) throw new DomainError('weak-password')
  const passwordHash = await hashPassword(request.password)
  const cardCode = profile.cards[0]?.code
  await inTransaction(
    ctx,
    async (tx) => {
      if (await findUserByUsername(tx.db, email)) throw new DomainError('email-taken')
      const { card, owner } = cardCode
        ? await cardForSignUp(tx.db, cardCode, profile.lastName)
        : { card: null, owner: null }
      const columns = { ...personalColumns(profile, tx.at), language }
      let userId: number
      let code: string
      if (owner && card) {
        await tx.db.update(users).set(columns).where(eq(users.id, owner.id))
        await recordConsents(tx, owner.id, owner, columns, { terminalType: request.terminalType })
        userId = owner.id
        code = card.code
      } else {
        const [created] = await tx.db
          .insert(users)
          .values({
            ...columns,
            username: email,
            loginKind: 'EMAIL',
            email,
            passwordHash,
            status: 'PENDING',
            attrib1: profile.attrib1,
            terminalType: request.terminalType,
            createdAt: tx.at,
          })
          .returning()
        if (!created) throw new Error('user insert returned nothing')
        userId = created.id
        code = (await assignCard(tx, cardCode ?? (await issueDigitalCard(tx)), userId)).code
        await recordConsents(tx, userId, null, columns, { terminalType: request.terminalType })
      }
      await saveAddress(tx.db, userId, profile.address)
      // The completed kiosk profile keeps logging in with its card until the address is confirmed:
      // the password waits in the token until then.
      await mailLink(
        tx,
        { userId, purpose: 'CONFIRM', email, passwordHash: owner ? passwordHash : null },
        (url) => confirmationMail(email, language, profile.firstName, url, code, false),
        returnTo,
      )
    },
    'email-taken',
  )
}
