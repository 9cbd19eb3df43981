import { randomBytes } from 'node:crypto'
import { and, asc, eq, inArray } from 'drizzle-orm'
import type { ShareLink, Smartlist, SmartlistMember } from '../../../src/api/schemas/smartlists'
import type { Db } from '../../db/connect'
import { smartlistMembers, smartlists, users } from '../../db/schema'
import { type DomainContext, inTransaction } from '../shared/context'
import { DomainError } from '../shared/errors'
import {
  isLinkLive,
  type ListRow,
  type ListView,
  lockMemberList,
  memberList,
  memberListRows,
  oneWithItems,
  viewsOf,
} from './smartlists'

/**
 * Shared lists (docs/lists-sharing.md): the owner turns sharing on and gets a link whose token lets
 * anyone who has it join, for 7 days or until sharing is turned off; the members then read and change
 * the list as the owner does, each change saying who made it; the owner removes members, a member
 * leaves; only the owner deletes the list.
 */

/** How long a sharing link works after it was made. */
export const SHARE_LINK_DAYS = 7
const SHARE_LINK_MS = SHARE_LINK_DAYS * 24 * 3_600_000

const joinUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/app/lists/join?token=${encodeURIComponent(token)}`

/** The list, locked, if the user owns it; a member who is not the owner is refused. */
async function lockOwnedList(db: Db, userId: number, listId: string): Promise<ListRow> {
  const list = await lockMemberList(db, userId, listId)
  if (list.userId !== userId) throw new DomainError('list-owner-only')
  return list
}

/**
 * Turns sharing on, or answers the link already on: asking twice gives one link, which the members
 * may have passed around. A link past its 7 days is replaced by a new one.
 */
export async function shareSmartlist(ctx: DomainContext, userId: number, listId: string): Promise<ShareLink> {
  return inTransaction(ctx, async (tx) => {
    const list = await lockOwnedList(tx.db, userId, listId)
    if (isLinkLive(list, tx.at) && list.shareToken && list.shareExpiresAt) {
      return {
        token: list.shareToken,
        url: joinUrl(tx.publicUrl, list.shareToken),
        expiresAt: list.shareExpiresAt.toISOString(),
      }
    }
    const token = randomBytes(24).toString('base64url')
    const expiresAt = new Date(tx.at.getTime() + SHARE_LINK_MS)
    await tx.db
      .update(smartlists)
      .set({ shareToken: token, shareExpiresAt: expiresAt })
      .where(eq(smartlists.id, listId))
    tx.listChanged(listId)
    return { token, url: joinUrl(tx.publicUrl, token), expiresAt: expiresAt.toISOString() }
  })
}

/** Turns sharing off: the link stops working; who joined stays. */
export async function unshareSmartlist(ctx: DomainContext, userId: number, listId: string): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const list = await lockOwnedList(tx.db, userId, listId)
    if (list.shareToken === null) return
    await tx.db
      .update(smartlists)
      .set({ shareToken: null, shareExpiresAt: null })
      .where(eq(smartlists.id, listId))
    tx.listChanged(listId)
  })
}

/**
 * Joins the list of a link: once, however many times it is asked (the owner joining their own list
 * just gets it). A token unknown, turned off or past its days is refused alike.
 */
export async function joinSmartlist(ctx: DomainContext, userId: number, token: string): Promise<Smartlist> {
  return inTransaction(ctx, async (tx) => {
    const [list] = await tx.db.select().from(smartlists).where(eq(smartlists.shareToken, token)).for('update')
    if (!list || list.deletedAt || !isLinkLive(list, tx.at)) throw new DomainError('share-link-invalid')
    if (list.userId !== userId) {
      const joined = await tx.db
        .insert(smartlistMembers)
        .values({ listId: list.id, userId, joinedAt: tx.at })
        .onConflictDoNothing()
        .returning({ userId: smartlistMembers.userId })
      if (joined.length) tx.listChanged(list.id)
    }
    return oneWithItems(tx.db, list, userId, tx.at)
  })
}

/** The list's members, the owner first then by joining: first names only. */
export async function smartlistMembersOf(
  ctx: DomainContext,
  userId: number,
  listId: string,
): Promise<SmartlistMember[]> {
  const { db } = ctx
  const list = await memberList(db, userId, listId)
  const [owner] = await db
    .select({ id: users.id, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, list.userId))
  const others = await db
    .select({ id: users.id, firstName: users.firstName, joinedAt: smartlistMembers.joinedAt })
    .from(smartlistMembers)
    .innerJoin(users, eq(users.id, smartlistMembers.userId))
    .where(eq(smartlistMembers.listId, listId))
    .orderBy(asc(smartlistMembers.joinedAt), asc(users.id))
  return [
    ...(owner
      ? [{ id: owner.id, firstName: owner.firstName, owner: true, joinedAt: list.createdAt.toISOString() }]
      : []),
    ...others.map((member) => ({
      id: member.id,
      firstName: member.firstName,
      owner: false,
      joinedAt: member.joinedAt.toISOString(),
    })),
  ]
}

/** The owner removes a member (who is not one: nothing happens); the owner cannot be removed. */
export async function removeSmartlistMember(
  ctx: DomainContext,
  userId: number,
  listId: string,
  memberId: number,
): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const list = await lockOwnedList(tx.db, userId, listId)
    if (memberId === list.userId) throw new DomainError('owner-stays-on-list')
    const removed = await tx.db
      .delete(smartlistMembers)
      .where(and(eq(smartlistMembers.listId, listId), eq(smartlistMembers.userId, memberId)))
      .returning({ userId: smartlistMembers.userId })
    if (removed.length) tx.listChanged(listId)
  })
}

/** A member leaves the list; the owner cannot (the owner deletes it). */
export async function leaveSmartlist(ctx: DomainContext, userId: number, listId: string): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const list = await lockMemberList(tx.db, userId, listId)
    if (list.userId === userId) throw new DomainError('owner-stays-on-list')
    await tx.db
      .delete(smartlistMembers)
      .where(and(eq(smartlistMembers.listId, listId), eq(smartlistMembers.userId, userId)))
    tx.listChanged(listId)
  })
}

/** What a feed message's lists are now: each live one's view and who may see it. */
export interface ListNews {
  views: Map<string, { view: ListView; memberIds: ReadonlySet<number> }>
}

/**
 * The lists of a feed message as they are now, read once for every stream this instance holds: a
 * list deleted, or no longer there, is missing from `views`.
 */
export async function listNews(ctx: DomainContext, listIds: readonly string[]): Promise<ListNews> {
  const views = new Map<string, { view: ListView; memberIds: Set<number> }>()
  if (!listIds.length) return { views }
  const rows = await ctx.db
    .select()
    .from(smartlists)
    .where(inArray(smartlists.id, [...listIds]))
  const live = rows.filter((row) => row.deletedAt === null)
  if (!live.length) return { views }
  const members = await ctx.db
    .select()
    .from(smartlistMembers)
    .where(
      inArray(
        smartlistMembers.listId,
        live.map((row) => row.id),
      ),
    )
  for (const view of await viewsOf(ctx.db, live, ctx.now())) {
    views.set(view.list.id, { view, memberIds: new Set([view.ownerId]) })
  }
  for (const member of members) views.get(member.listId)?.memberIds.add(member.userId)
  return { views }
}

/** The user's lists now (a stream's start, or its reload after the feed missed news). */
export async function memberListViews(ctx: DomainContext, userId: number): Promise<ListView[]> {
  return viewsOf(ctx.db, await memberListRows(ctx.db, userId), ctx.now())
}
