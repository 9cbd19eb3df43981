import { eq } from 'drizzle-orm'
import type * as v from 'valibot'
import type { KioskSignupRequest, KioskSignupResult } from '../../../src/api/schemas/kiosk'
import { users } from '../../db/schema'
import type { Language } from '../../language'
import { confirmationMail } from '../../mail/templates'
import { assignCard, cardForSignUp, issueDigitalCard } from '../accounts/cards'
import { recordConsents } from '../accounts/consents'
import { mailLink } from '../accounts/mail-links'
import { assertAdult, personalColumns, saveAddress } from '../accounts/profiles'
import { findUserByUsername } from '../accounts/users'
import { type DomainContext, inTransaction } from '../shared/context'
import { DomainError } from '../shared/errors'
import { signatureSvg } from './signature'

/**
 * A sign-up at the kiosk, with a card, an e-mail or both, and the signature drawn on the screen. The
 * customer uses the card at once; an e-mail becomes the login once confirmed, with a password chosen
 * then (none is chosen at the kiosk). A card-only customer found by card and surname (the look-up's
 * step 2) completes that same profile.
 */
export async function kioskSignUp(
  ctx: DomainContext,
  request: v.InferOutput<typeof KioskSignupRequest>,
  /** The kiosk's language at the sign-up: the account's, and its confirmation mail's. */
  language: Language,
): Promise<KioskSignupResult> {
  const { profile } = request
  assertAdult(profile.birthDate, ctx.now())
  const svg = signatureSvg(request.signature)
  const email = request.username || null
  const channel = { terminalType: 'totem', storeId: request.attrib3 }
  return inTransaction(
    ctx,
    async (tx) => {
      if (email && (await findUserByUsername(tx.db, email))) throw new DomainError('email-taken')
      const found = request.cardCode
        ? await cardForSignUp(tx.db, request.cardCode, profile.lastName)
        : { card: null, owner: null }
      let userId: number
      let cardCode: string
      if (found.owner && found.card) {
        const { owner } = found
        const columns = { ...personalColumns({ ...profile, ssnCode: owner.ssnCode ?? '' }, tx.at), language }
        await tx.db
          .update(users)
          .set({
            ...columns,
            signatureSvg: svg,
            attrib3: request.attrib3,
            terminalType: request.terminalType,
          })
          .where(eq(users.id, owner.id))
        await recordConsents(tx, owner.id, owner, columns, channel)
        userId = owner.id
        cardCode = found.card.code
      } else {
        const columns = { ...personalColumns({ ...profile, ssnCode: '' }, tx.at), language }
        cardCode = request.cardCode || (await issueDigitalCard(tx))
        const [created] = await tx.db
          .insert(users)
          .values({
            ...columns,
            // A card-only customer logs in at the kiosk with the card; the username holds its code.
            username: email ?? cardCode,
            loginKind: email ? 'EMAIL' : 'CARD',
            email,
            status: 'ACTIVE',
            attrib1: request.attrib1,
            attrib2: request.attrib2,
            attrib3: request.attrib3,
            terminalType: request.terminalType,
            signatureSvg: svg,
            createdAt: tx.at,
          })
          .returning()
        if (!created) throw new Error('user insert returned nothing')
        userId = created.id
        await assignCard(tx, cardCode, userId)
        await recordConsents(tx, userId, null, columns, channel)
      }
      await saveAddress(tx.db, userId, profile.address)
      if (email) {
        await mailLink(tx, { userId, purpose: 'CONFIRM', email }, (url) =>
          confirmationMail(email, language, profile.firstName, url, cardCode, true),
        )
      }
      return { cardCode, hasEmail: email !== null }
    },
    email ? 'email-taken' : 'card-of-another-user',
  )
}
