import { eq } from 'drizzle-orm'
import { endpoints } from '../../src/api/endpoints'
import { ErrorCode } from '../../src/api/errors'
import { createActionToken } from '../auth/action-tokens'
import { requireSession } from '../auth/authenticate'
import { openSession, revokeSession } from '../auth/sessions'
import { users } from '../db/schema'
import type { Deps, Register } from '../deps'
import { assignCard, findCard, issueDigitalCard } from '../domain/cards'
import { recordConsents } from '../domain/consents'
import {
  assertAdult,
  deleteUser,
  isUniqueViolation,
  lookupCardProfile,
  personalColumns,
  requireUserRow,
  saveAddress,
} from '../domain/profiles'
import { signatureSvg } from '../domain/signature'
import { findUserByUsername, findUserRow, hasEmailUsername, loadUser, sameSurname } from '../domain/users'
import { Failure } from '../http/failure'
import { confirmationMail } from '../mail/templates'

/** The kiosk's calls (paths ours, under /cli/totem/). Kiosk sessions are short and set no cookie. */
export function totemRoutes(register: Register, deps: Deps): void {
  const { db, mailer } = deps

  register(endpoints.kioskLogin, async ({ body }) => {
    const card = await findCard(db, body.cardCode)
    const owner = card?.userId ? await findUserRow(db, card.userId) : null
    if (!card?.enabled || !owner || !sameSurname(owner.lastName, body.lastName))
      throw Failure.of(ErrorCode.UserNotFound)
    const session = await openSession(db, deps.keys, owner.id, 'totem', deps.now())
    return { profile: await loadUser(db, owner), jwt: session.token }
  })

  register(endpoints.kioskLogout, async ({ request }) => {
    await revokeSession(db, requireSession(request).sessionId, deps.now())
    return undefined
  })

  register(endpoints.kioskCardProfile, async ({ query }) =>
    lookupCardProfile(db, query.cardCode, query.lastName),
  )

  register(endpoints.kioskSignup, async ({ body }) => {
    const { profile } = body
    assertAdult(profile.birthDate, deps.now())
    const svg = signatureSvg(body.signature)
    const email = body.username || null
    try {
      return await db.transaction(async (tx) => {
        if (email && (await findUserByUsername(tx, email))) throw Failure.of(ErrorCode.EmailTaken)
        const found = body.cardCode ? await findCard(tx, body.cardCode) : null
        const owner = found?.userId ? await findUserRow(tx, found.userId) : null
        if (
          found?.userId &&
          (!owner || hasEmailUsername(owner) || !sameSurname(owner.lastName, profile.lastName))
        ) {
          throw Failure.of(ErrorCode.CardOfAnotherUser)
        }
        if (owner && found) {
          // A card-only customer found by card and surname (the look-up's step 2) completes the
          // same profile: new data, signature and consents; an e-mail becomes the username once
          // confirmed, as on the web.
          const columns = personalColumns({ ...profile, ssnCode: owner.ssnCode ?? '' }, deps.now())
          await tx
            .update(users)
            .set({ ...columns, signatureSvg: svg, attrib3: body.attrib3, terminalType: body.terminalType })
            .where(eq(users.id, owner.id))
          await saveAddress(tx, owner.id, profile.address)
          await recordConsents(tx, owner.id, owner, columns, { terminalType: 'totem', storeId: body.attrib3 })
          if (email) {
            const token = await createActionToken(
              tx,
              { userId: owner.id, purpose: 'CONFIRM', email },
              deps.now(),
            )
            const link = `${deps.publicUrl}/app/confirm?token=${encodeURIComponent(token)}`
            await mailer.send(confirmationMail(email, profile.firstName, link, found.code, true))
          }
          return { cardCode: found.code, hasEmail: email !== null }
        }
        const columns = personalColumns({ ...profile, ssnCode: '' }, deps.now())
        const [created] = await tx
          .insert(users)
          .values({
            ...columns,
            // A card-only customer logs in at the kiosk with the card; the username holds its code.
            username: email ?? `pending-${crypto.randomUUID()}`,
            email,
            status: 'ACTIVE',
            attrib1: body.attrib1,
            attrib2: body.attrib2,
            attrib3: body.attrib3,
            terminalType: body.terminalType,
            signatureSvg: svg,
          })
          .returning()
        if (!created) throw new Error('user insert returned nothing')
        const card = body.cardCode
          ? await assignCard(tx, body.cardCode, created.id)
          : await issueDigitalCard(tx, created.id)
        if (!email) await tx.update(users).set({ username: card.code }).where(eq(users.id, created.id))
        await saveAddress(tx, created.id, profile.address)
        await recordConsents(tx, created.id, null, columns, { terminalType: 'totem', storeId: body.attrib3 })
        if (email) {
          // No password is chosen at the kiosk: the confirmation link asks for one.
          const token = await createActionToken(
            tx,
            { userId: created.id, purpose: 'CONFIRM', email },
            deps.now(),
          )
          const link = `${deps.publicUrl}/app/confirm?token=${encodeURIComponent(token)}`
          await mailer.send(confirmationMail(email, profile.firstName, link, card.code, true))
        }
        return { cardCode: card.code, hasEmail: email !== null }
      })
    } catch (error) {
      if (isUniqueViolation(error))
        throw Failure.of(email ? ErrorCode.EmailTaken : ErrorCode.CardOfAnotherUser)
      throw error
    }
  })

  register(endpoints.kioskUpdateProfile, async ({ body, request }) => {
    const session = requireSession(request)
    const before = await requireUserRow(db, session.userId)
    assertAdult(body.birthDate, deps.now())
    const columns = personalColumns(body, deps.now())
    // A customer who logs in with an e-mail changes it only through a confirmed upgrade; a card-only
    // customer may leave a contact address.
    const email = hasEmailUsername(before) ? before.email : body.email || null
    await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ ...columns, email })
        .where(eq(users.id, before.id))
      await saveAddress(tx, before.id, body.address ?? null)
      await recordConsents(tx, before.id, before, columns, {
        terminalType: session.terminalType,
        storeId: body.storeId ?? null,
      })
    })
    return loadUser(db, await requireUserRow(db, before.id))
  })

  register(endpoints.kioskDeleteProfile, async ({ params, request }) => {
    const session = requireSession(request)
    if (params.id !== session.userId) throw Failure.of(ErrorCode.ProfileNotFound)
    await deleteUser(db, session.userId)
    return undefined
  })
}
