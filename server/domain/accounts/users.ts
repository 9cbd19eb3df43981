import { asc, eq } from 'drizzle-orm'
import type { Card, User } from '../../../src/api/schemas/profile'
import type { Db } from '../../db/connect'
import { addresses, cards, users } from '../../db/schema'
import { DomainError } from '../shared/errors'

export type UserRow = typeof users.$inferSelect
type CardRow = typeof cards.$inferSelect
type AddressRow = typeof addresses.$inferSelect

export function toCard(row: CardRow): Card {
  return {
    id: row.id,
    code: row.code,
    description: row.description,
    points: row.points,
    created: row.createdAt.toISOString(),
    enabled: row.enabled,
  }
}

/** The user as the contract shows it. */
export function toUser(row: UserRow, address: AddressRow | null, cardRows: CardRow[]): User {
  return {
    id: row.id,
    username: row.username,
    firstName: row.firstName,
    lastName: row.lastName,
    birthDate: row.birthDate,
    gender: row.gender,
    email: row.email,
    mobilePhone: row.mobilePhone,
    ssnCode: row.ssnCode,
    address: address
      ? {
          id: address.id,
          county: address.county,
          city: address.city,
          zip: address.zip,
          address: address.address,
        }
      : null,
    cards: cardRows.map(toCard),
    preferences: row.preferences,
    accept1: row.accept1,
    accept2: row.accept2,
    accept3: row.accept3,
    accept4: row.accept4,
    accept5: row.accept5,
    accept6: row.accept6,
    attrib1: row.attrib1,
    attrib2: row.attrib2,
    employee: row.employee,
    terminalType: row.terminalType,
  }
}

export async function findUserRow(db: Db, id: number): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id))
  return row ?? null
}

/** The user of an id, who must exist (2 otherwise). */
export async function requireUserRow(db: Db, id: number): Promise<UserRow> {
  const row = await findUserRow(db, id)
  if (!row) throw new DomainError('user-not-found')
  return row
}

export async function findUserByUsername(db: Db, username: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.username, username.trim().toLowerCase()))
  return row ?? null
}

/** The cards of a user, enabled ones first, then oldest first (the "first card" is the main one). */
export async function userCards(db: Db, userId: number): Promise<CardRow[]> {
  const rows = await db.select().from(cards).where(eq(cards.userId, userId)).orderBy(asc(cards.id))
  return rows.sort((a, b) => Number(b.enabled) - Number(a.enabled))
}

/**
 * The user of an id with address and cards, in one round trip to the database (the user with the
 * address, and the cards, asked at once): the card screen's session check asks for it on every
 * open, and under load each round trip waits its turn. Null when no such user.
 */
export async function loadUserById(db: Db, id: number): Promise<User | null> {
  const [[found], cardRows] = await Promise.all([
    db
      .select({ user: users, address: addresses })
      .from(users)
      .leftJoin(addresses, eq(addresses.userId, users.id))
      .where(eq(users.id, id))
      .limit(1),
    userCards(db, id),
  ])
  return found ? toUser(found.user, found.address, cardRows) : null
}

export async function loadUser(db: Db, row: UserRow): Promise<User> {
  const [[address], cardRows] = await Promise.all([
    db.select().from(addresses).where(eq(addresses.userId, row.id)),
    userCards(db, row.id),
  ])
  return toUser(row, address ?? null, cardRows)
}

/** A customer who logs in with an e-mail; a card-only kiosk customer has the card code instead. */
export const logsInWithEmail = (row: Pick<UserRow, 'loginKind'>) => row.loginKind === 'EMAIL'

/** Surnames compared as people type them: no case, no accents, no extra spaces. */
export function sameSurname(a: string, b: string): boolean {
  const norm = (s: string) =>
    s
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .replace(/[\s'’-]+/g, ' ')
      .trim()
      .toLowerCase()
  return norm(a) === norm(b)
}
