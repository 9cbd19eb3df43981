import { eq, inArray } from 'drizzle-orm'
import { ADULT_AGE, ageOn, todayIso } from '../../../src/api/rules'
import type { Address, Preferences, User } from '../../../src/api/schemas/profile'
import type { Db } from '../../db/connect'
import { addresses, cards, receipts, users } from '../../db/schema'
import { type DomainContext, inTransaction } from '../shared/context'
import { DomainError } from '../shared/errors'
import { cardWithOwner } from './cards'
import type { Consents } from './consents'
import { loadUser, logsInWithEmail, sameSurname } from './users'

/** behaviour §1: the card is for adults only (error 28). */
export function assertAdult(birthDate: string, today: Date): void {
  if (ageOn(birthDate, todayIso(today)) < ADULT_AGE) throw new DomainError('underage')
}

const blankToNull = (value: string | null | undefined) => (value ? value : null)

/** Child birth years only mean something for a family with children; empty choices are null. */
export function normalizePreferences(input: Preferences | null | undefined): Preferences | null {
  if (!input) return null
  const withChildren = input.familySituation === 'FAMILY_WITH_CHILDREN'
  const year = (value: string | null) => (withChildren ? blankToNull(value) : null)
  return {
    profession: input.profession ?? null,
    qualification: input.qualification ?? null,
    interests: input.interests ?? null,
    animals: input.animals ?? null,
    familySituation: input.familySituation ?? null,
    birthYearChild1: year(input.birthYearChild1),
    birthYearChild2: year(input.birthYearChild2),
    birthYearChild3: year(input.birthYearChild3),
    birthYearChild4: year(input.birthYearChild4),
  }
}

export interface PersonalInput extends Consents {
  firstName: string
  lastName: string
  birthDate: string
  gender: 'MALE' | 'FEMALE'
  mobilePhone: string
  ssnCode: string
  preferences: Preferences | null
}

/** The users columns written by sign-up and profile updates. */
export function personalColumns(input: PersonalInput, now: Date) {
  return {
    firstName: input.firstName,
    lastName: input.lastName,
    birthDate: input.birthDate,
    gender: input.gender,
    mobilePhone: blankToNull(input.mobilePhone),
    ssnCode: blankToNull(input.ssnCode?.toUpperCase()),
    preferences: normalizePreferences(input.preferences),
    accept1: input.accept1,
    accept2: input.accept2,
    accept3: input.accept3,
    accept4: input.accept4,
    accept5: input.accept5,
    // SMS/WhatsApp consent needs a phone to reach (behaviour §2: accept6 disabled without a valid mobile).
    accept6: input.accept6 && Boolean(input.mobilePhone),
    updatedAt: now,
  }
}

/** Writes the user's address; null keeps the one on file (the kiosk does not always ask for it). */
export async function saveAddress(
  db: Db,
  userId: number,
  address: Omit<Address, 'id'> | null,
): Promise<void> {
  if (!address) return
  const values = { county: address.county, city: address.city, zip: address.zip, address: address.address }
  await db
    .insert(addresses)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: addresses.userId, set: values })
}

/**
 * The profile behind a card, for pre-filling a sign-up (web `latua`, kiosk card read). The surname
 * must match; a card already registered on the web is another user's (29). Only what the form needs
 * is returned: no e-mail, phone, tax code or preferences.
 */
export async function lookupCardProfile(
  ctx: DomainContext,
  cardCode: string,
  lastName: string,
): Promise<User> {
  const { card, owner } = await cardWithOwner(ctx.db, cardCode)
  if (!card || !owner || !sameSurname(owner.lastName, lastName)) throw new DomainError('profile-not-found')
  if (logsInWithEmail(owner)) throw new DomainError('card-of-another-user')
  const user = await loadUser(ctx.db, owner)
  return {
    ...user,
    email: null,
    mobilePhone: null,
    ssnCode: null,
    preferences: null,
    cards: user.cards.filter((c) => c.code === cardCode),
  }
}

/** Deletes the session's own profile; any other id is not found for this user (21). */
export async function deleteProfile(ctx: DomainContext, userId: number, profileId: number): Promise<void> {
  if (profileId !== userId) throw new DomainError('profile-not-found')
  await inTransaction(ctx, async (tx) => {
    // Purchase records outlive the account by 10 years (behaviour §1): the clock starts now.
    await tx.db
      .update(receipts)
      .set({ accountEndedAt: tx.at })
      .where(
        inArray(receipts.cardId, tx.db.select({ id: cards.id }).from(cards).where(eq(cards.userId, userId))),
      )
    // Cards and their points movements, address, sessions, tokens and consent history go with it
    // (ON DELETE CASCADE); the receipts stay, without their card.
    await tx.db.delete(users).where(eq(users.id, userId))
  })
}
