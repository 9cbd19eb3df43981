import { and, eq } from 'drizzle-orm'
import { endpoints } from '../../src/api/endpoints'
import { ErrorCode, ServerCode } from '../../src/api/errors'
import { isStrongPassword } from '../../src/api/rules'
import {
  type ActionTokenState,
  createActionToken,
  readActionToken,
  spendActionTokens,
} from '../auth/action-tokens'
import { clearSessionCookie, requireSession, setSessionCookie } from '../auth/authenticate'
import { hashPassword, verifyPassword } from '../auth/passwords'
import { openSession, revokeSession, revokeUserSessions } from '../auth/sessions'
import { cards, users } from '../db/schema'
import type { Deps, Register } from '../deps'
import { assignCard, findCard, issueDigitalCard } from '../domain/cards'
import { recordConsents } from '../domain/consents'
import { preferenceOptions } from '../domain/preference-options'
import {
  assertAdult,
  deleteUser,
  isUniqueViolation,
  lookupCardProfile,
  personalColumns,
  requireUserRow,
  saveAddress,
} from '../domain/profiles'
import {
  findUserByUsername,
  findUserRow,
  hasEmailUsername,
  loadUser,
  sameSurname,
  toCard,
  userCards,
} from '../domain/users'
import { Failure } from '../http/failure'
import { confirmationMail, passwordResetMail, upgradeMail } from '../mail/templates'

const invalidLink = () =>
  new Failure(ServerCode.InvalidToken, 'Il link non è valido o è scaduto: richiedine uno nuovo.')
const usedConfirmLink = () =>
  new Failure(ServerCode.LinkUsed, 'Il link è già stato usato: il tuo indirizzo è confermato, puoi accedere.')
const usedResetLink = () =>
  new Failure(ServerCode.LinkUsed, 'Il link è già stato usato: se ti serve, chiedine uno nuovo.')

/** The live token of a link, or the failure that says why the link no longer works. */
function liveToken(link: ActionTokenState, used: () => Failure) {
  if (link.state === 'used') throw used()
  if (link.state === 'invalid') throw invalidLink()
  return link.row
}

export function profileRoutes(register: Register, deps: Deps): void {
  const { db, mailer } = deps
  const link = (page: string, token: string) =>
    `${deps.publicUrl}/app/${page}?token=${encodeURIComponent(token)}`

  register(endpoints.login, async ({ body, reply }) => {
    const row = await findUserByUsername(db, body.username)
    const valid = await verifyPassword(row?.passwordHash, body.password)
    // One answer for an unknown user and a wrong password: nothing tells which usernames exist.
    if (!row || !valid) throw Failure.of(ErrorCode.UserNotFound)
    if (row.status !== 'ACTIVE') {
      throw new Failure(
        ServerCode.NotConfirmed,
        'Devi prima confermare il tuo indirizzo email: apri il link che ti abbiamo inviato per email.',
      )
    }
    const session = await openSession(db, deps.keys, row.id, 'web', deps.now())
    setSessionCookie(reply, session.token, session.expiresAt, deps.secureCookies)
    return { profile: await loadUser(db, row), jwt: session.token }
  })

  register(endpoints.session, async ({ request }) => {
    const row = await findUserRow(db, requireSession(request).userId)
    if (!row) throw Failure.unauthorized()
    return loadUser(db, row)
  })

  register(endpoints.logout, async ({ request, reply }) => {
    await revokeSession(db, requireSession(request).sessionId, deps.now())
    clearSessionCookie(reply, deps.secureCookies)
    return undefined
  })

  register(endpoints.signup, async ({ body }) => {
    const { profile } = body
    assertAdult(profile.birthDate, deps.now())
    if (!isStrongPassword(body.password)) throw Failure.of(ErrorCode.WeakPassword)
    const passwordHash = await hashPassword(body.password)
    const cardCode = profile.cards[0]?.code
    try {
      await db.transaction(async (tx) => {
        if (await findUserByUsername(tx, body.username)) throw Failure.of(ErrorCode.EmailTaken)
        const card = cardCode ? await findCard(tx, cardCode) : null
        const owner = card?.userId ? await findUserRow(tx, card.userId) : null
        if (
          card?.userId &&
          (!owner || hasEmailUsername(owner) || !sameSurname(owner.lastName, profile.lastName))
        ) {
          throw Failure.of(ErrorCode.CardOfAnotherUser)
        }
        const columns = personalColumns(profile, deps.now())
        let userId: number
        let code: string
        if (owner && card) {
          // A card-only customer from the kiosk signs up on the web with the card: the same profile
          // gets the e-mail and password once the address is confirmed.
          await tx.update(users).set(columns).where(eq(users.id, owner.id))
          await recordConsents(tx, owner.id, owner, columns, { terminalType: body.terminalType })
          userId = owner.id
          code = card.code
        } else {
          const [created] = await tx
            .insert(users)
            .values({
              ...columns,
              username: body.username,
              email: body.username,
              passwordHash,
              status: 'PENDING',
              attrib1: profile.attrib1,
              terminalType: body.terminalType,
            })
            .returning()
          if (!created) throw new Error('user insert returned nothing')
          userId = created.id
          code = (cardCode ? await assignCard(tx, cardCode, userId) : await issueDigitalCard(tx, userId)).code
          await recordConsents(tx, userId, null, columns, { terminalType: body.terminalType })
        }
        await saveAddress(tx, userId, profile.address)
        const token = await createActionToken(
          tx,
          {
            userId,
            purpose: 'CONFIRM',
            email: body.username,
            passwordHash: owner ? passwordHash : null,
          },
          deps.now(),
        )
        // Inside the transaction: if the mail cannot go, nothing is kept and the customer can retry.
        await mailer.send(
          confirmationMail(body.username, profile.firstName, link('confirm', token), code, false),
        )
      })
    } catch (error) {
      if (isUniqueViolation(error)) throw Failure.of(ErrorCode.EmailTaken)
      throw error
    }
    return undefined
  })

  register(endpoints.confirm, async ({ body }) => {
    const now = deps.now()
    const link = await readActionToken(db, body.token, 'CONFIRM', now)
    const user = link.state === 'invalid' ? null : await findUserRow(db, link.row.userId)
    if (!user) throw invalidLink()
    // A second click on the mail's link: the work is done, the customer only needs to log in.
    const token = liveToken(link, () => (user.status === 'ACTIVE' ? usedConfirmLink() : invalidLink()))
    const needsPassword = !user.passwordHash && !token.passwordHash
    if (needsPassword && !body.password) {
      throw new Failure(ServerCode.PasswordRequired, 'Scegli una password per completare la registrazione.')
    }
    if (body.password && !isStrongPassword(body.password)) throw Failure.of(ErrorCode.WeakPassword)
    const chosen = body.password ? await hashPassword(body.password) : null
    const email = token.email ?? user.email ?? user.username
    try {
      await db.transaction(async (tx) => {
        if (!(await spendActionTokens(tx, token, now))) throw usedConfirmLink()
        if (email !== user.username && (await findUserByUsername(tx, email)))
          throw Failure.of(ErrorCode.EmailTaken)
        await tx
          .update(users)
          .set({
            username: email,
            email,
            passwordHash: chosen ?? token.passwordHash ?? user.passwordHash,
            status: 'ACTIVE',
            confirmedAt: user.confirmedAt ?? now,
            updatedAt: now,
          })
          .where(eq(users.id, user.id))
      })
    } catch (error) {
      if (isUniqueViolation(error)) throw Failure.of(ErrorCode.EmailTaken)
      throw error
    }
    return { username: email }
  })

  register(endpoints.cardLookup, async ({ query }) => lookupCardProfile(db, query.cardCode, query.lastName))

  register(endpoints.updateProfile, async ({ body, request }) => {
    const session = requireSession(request)
    const before = await requireUserRow(db, session.userId)
    assertAdult(body.birthDate, deps.now())
    const columns = personalColumns(body, deps.now())
    await db.transaction(async (tx) => {
      await tx.update(users).set(columns).where(eq(users.id, before.id))
      await saveAddress(tx, before.id, body.address)
      await recordConsents(tx, before.id, before, columns, { terminalType: session.terminalType })
    })
    return loadUser(db, await requireUserRow(db, before.id))
  })

  register(endpoints.deleteProfile, async ({ body, request, reply }) => {
    const session = requireSession(request)
    if (body.profileId !== session.userId) throw Failure.of(ErrorCode.ProfileNotFound)
    await deleteUser(db, session.userId)
    clearSessionCookie(reply, deps.secureCookies)
    return undefined
  })

  register(endpoints.disableCard, async ({ params, request }) => {
    const { userId } = requireSession(request)
    const [card] = await db
      .update(cards)
      .set({ enabled: false })
      .where(and(eq(cards.id, params.id), eq(cards.userId, userId)))
      .returning()
    if (!card) throw Failure.notFound('Carta non trovata')
    const others = (await userCards(db, userId)).filter((c) => c.id !== card.id)
    return [toCard(card), ...others.map(toCard)]
  })

  register(endpoints.upgrade, async ({ body, request }) => {
    const now = deps.now()
    const { userId, terminalType } = requireSession(request)
    const user = await requireUserRow(db, userId)
    if (hasEmailUsername(user)) {
      throw new Failure(
        ServerCode.AlreadyUpgraded,
        'Il profilo ha già un indirizzo email: accedi con email e password.',
      )
    }
    if (!isStrongPassword(body.newPassword)) throw Failure.of(ErrorCode.WeakPassword)
    if (await findUserByUsername(db, body.email)) throw Failure.of(ErrorCode.EmailTaken)
    const passwordHash = await hashPassword(body.newPassword)
    const consents = {
      accept3: body.accept3,
      accept4: body.accept4,
      accept5: body.accept5,
      accept6: body.accept6,
    }
    await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ ...consents, accept6: consents.accept6 && Boolean(user.mobilePhone), updatedAt: now })
        .where(eq(users.id, userId))
      await recordConsents(tx, userId, user, consents, { terminalType })
      const token = await createActionToken(
        tx,
        {
          userId,
          purpose: 'CONFIRM',
          email: body.email,
          passwordHash,
        },
        deps.now(),
      )
      await mailer.send(upgradeMail(body.email, user.firstName, link('confirm', token)))
    })
    return undefined
  })

  register(endpoints.changePassword, async ({ body, request }) => {
    const now = deps.now()
    const session = requireSession(request)
    const user = await requireUserRow(db, session.userId)
    if (!(await verifyPassword(user.passwordHash, body.oldPassword)))
      throw Failure.of(ErrorCode.WrongOldPassword)
    if (!isStrongPassword(body.newPassword)) throw Failure.of(ErrorCode.WeakPassword)
    const passwordHash = await hashPassword(body.newPassword)
    await db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, user.id))
    // A changed password ends the other sessions (a lost phone, a shared computer).
    await revokeUserSessions(db, user.id, deps.now(), session.sessionId)
    return undefined
  })

  register(endpoints.requestPasswordReset, async ({ body }) => {
    // The same answer whether the address is known or not: it must not tell who is a customer.
    const user = await findUserByUsername(db, body.email)
    if (user && hasEmailUsername(user)) {
      const token = await createActionToken(db, { userId: user.id, purpose: 'RESET' }, deps.now())
      await mailer.send(passwordResetMail(user.username, user.firstName, link('reset', token)))
    }
    return undefined
  })

  register(endpoints.checkResetLink, async ({ body }) => {
    const token = liveToken(await readActionToken(db, body.token, 'RESET', deps.now()), usedResetLink)
    if (!(await findUserRow(db, token.userId))) throw invalidLink()
    return undefined
  })

  register(endpoints.resetPassword, async ({ body }) => {
    const now = deps.now()
    const token = liveToken(await readActionToken(db, body.token, 'RESET', deps.now()), usedResetLink)
    const user = await findUserRow(db, token.userId)
    if (!user) throw invalidLink()
    if (!isStrongPassword(body.newPassword)) throw Failure.of(ErrorCode.WeakPassword)
    const passwordHash = await hashPassword(body.newPassword)
    await db.transaction(async (tx) => {
      if (!(await spendActionTokens(tx, token, now))) throw usedResetLink()
      // Opening the reset link proves the address, so a pending account is confirmed by it too.
      await tx
        .update(users)
        .set({
          passwordHash,
          status: 'ACTIVE',
          confirmedAt: user.confirmedAt ?? now,
          updatedAt: now,
        })
        .where(eq(users.id, user.id))
      await revokeUserSessions(tx, user.id, now)
    })
    return undefined
  })

  register(endpoints.preferences, async () => preferenceOptions())
}
