import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ServerCode } from '../../src/api/errors'
import type { Smartlist, SmartlistMember } from '../../src/api/schemas/smartlists'
import { dataOf, listening, type OpenStream, openStream } from './event-streams'
import { startTestServer, type TestServer } from './harness'
import { call, expectOk, expectRefused, registerConfirmed } from './helpers'

/**
 * docs/lists-sharing.md: a list shared by a household. Who may read and change it, the sharing
 * link's life, and the live stream of the lists, on PGlite (one process) and on PostgreSQL across
 * two instances of the server.
 */

/** What "live" promises: a change is on the other member's screen within two seconds. */
const LIVE_MS = 2_000

let server: TestServer
let base = ''
const streams: OpenStream[] = []

beforeAll(async () => {
  server = await startTestServer()
  base = await listening(server)
})
afterAll(async () => {
  for (const stream of streams) stream.close()
  await server.stop()
})

let seconds = 0
/** Device times, each later than the one before. */
const later = () => new Date(Date.parse('2026-03-01T09:00:00.000Z') + ++seconds * 1000).toISOString()

interface Customer {
  token: string
  userId: number
  firstName: string
}

async function customer(firstName: string, target = server): Promise<Customer> {
  const { token, userId } = await registerConfirmed(target, { firstName })
  return { token, userId, firstName }
}

async function newList(owner: Customer, name = 'Casa', target = server): Promise<string> {
  const listId = randomUUID()
  expectOk(
    await call(target, 'putSmartlist', {
      token: owner.token,
      params: { listId },
      body: { name, changedAt: later() },
    }),
  )
  return listId
}

const share = async (owner: Customer, listId: string, target = server) =>
  expectOk(await call(target, 'shareSmartlist', { token: owner.token, params: { listId } }))

const join = (who: Customer, token: string, target = server) =>
  call(target, 'joinSmartlist', { token: who.token, body: { token } })

const putText = (who: Customer, listId: string, text: string, itemId = randomUUID(), target = server) =>
  call(target, 'putSmartlistItem', {
    token: who.token,
    params: { listId, itemId },
    body: { text, quantity: 1, checked: false, changedAt: later() },
  })

const listsOf = async (who: Customer): Promise<Smartlist[]> =>
  expectOk(await call(server, 'smartlists', { token: who.token }))

/** A list shared by `owner` with `member`. */
async function sharedPair(): Promise<{ owner: Customer; member: Customer; listId: string }> {
  const owner = await customer('Anna')
  const member = await customer('Bruno')
  const listId = await newList(owner)
  const link = await share(owner, listId)
  expectOk(await join(member, link.token))
  return { owner, member, listId }
}

describe('sharing a list', () => {
  it('gives a 7-day link to the join page; asked again, the same link', async () => {
    const owner = await customer('Anna')
    const listId = await newList(owner)
    const link = await share(owner, listId)
    expect(link.url).toMatch(/\/app\/lists\/join\?token=/)
    expect(link.url.endsWith(encodeURIComponent(link.token))).toBe(true)
    const days = (Date.parse(link.expiresAt) - server.clock.now().getTime()) / 86_400_000
    expect(days).toBeGreaterThan(6.99)
    expect(days).toBeLessThanOrEqual(7)
    expect(await share(owner, listId)).toEqual(link)
    const [mine] = await listsOf(owner)
    expect(mine).toMatchObject({ id: listId, owner: true, shared: true })
  })

  it('joining puts the list among the joiner’s; joining twice is one membership', async () => {
    const owner = await customer('Anna')
    const member = await customer('Bruno')
    const listId = await newList(owner, 'Spesa di casa')
    expectOk(await putText(owner, listId, 'Pane'))
    const link = await share(owner, listId)
    const joined = expectOk(await join(member, link.token))
    expect(joined).toMatchObject({ id: listId, name: 'Spesa di casa', owner: false, shared: true })
    expect(joined.items.map((item) => [item.name, item.changedBy])).toEqual([['Pane', 'Anna']])
    expectOk(await join(member, link.token))
    const theirs = await listsOf(member)
    expect(theirs.map((list) => list.id)).toEqual([listId])
    const members = expectOk(
      await call(server, 'smartlistMembers', { token: member.token, params: { listId } }),
    )
    expect(members.map((m: SmartlistMember) => [m.firstName, m.owner])).toEqual([
      ['Anna', true],
      ['Bruno', false],
    ])
    expect(members[1]?.id).toBe(member.userId)
    // First names only: no e-mail, nothing else of the account.
    expect(Object.keys(members[0] ?? {}).sort()).toEqual(['firstName', 'id', 'joinedAt', 'owner'])
    // The owner joining their own link just gets the list.
    expect(expectOk(await join(owner, link.token)).owner).toBe(true)
  })

  it('refuses a link turned off, one past its 7 days, and one never made, with 65', async () => {
    const owner = await customer('Anna')
    const member = await customer('Bruno')
    const listId = await newList(owner)
    const first = await share(owner, listId)
    expectOk(await call(server, 'unshareSmartlist', { token: owner.token, params: { listId } }))
    expectRefused(await join(member, first.token), ServerCode.ShareLinkInvalid)
    // Shared again: a new link, the old one still refused.
    const second = await share(owner, listId)
    expect(second.token).not.toBe(first.token)
    expectRefused(await join(member, first.token), ServerCode.ShareLinkInvalid)
    server.clock.advance(7 * 86_400_000 + 1_000)
    try {
      expectRefused(await join(member, second.token), ServerCode.ShareLinkInvalid)
      // Past its days, sharing again makes a new link that works.
      const third = await share(owner, listId)
      expect(third.token).not.toBe(second.token)
      expectOk(await join(member, third.token))
    } finally {
      server.clock.reset()
    }
    expectRefused(await join(member, 'not-a-token-anyone-made'), ServerCode.ShareLinkInvalid)
  })
})

describe('who may do what', () => {
  it('members change items alike, and each item says who changed it last', async () => {
    const { owner, member, listId } = await sharedPair()
    const itemId = randomUUID()
    expectOk(await putText(member, listId, 'Latte', itemId))
    const [seen] = await listsOf(owner)
    expect(seen?.items.find((item) => item.id === itemId)?.changedBy).toBe('Bruno')
    const ticked = expectOk(
      await call(server, 'putSmartlistItem', {
        token: owner.token,
        params: { listId, itemId },
        body: { text: 'Latte', quantity: 2, checked: true, changedAt: later() },
      }),
    )
    expect(ticked.items.find((item) => item.id === itemId)).toMatchObject({
      checked: true,
      quantity: 2,
      changedBy: 'Anna',
    })
    // A member renames it too (the later change wins, as for the owner's devices).
    const renamed = expectOk(
      await call(server, 'putSmartlist', {
        token: member.token,
        params: { listId },
        body: { name: 'Casa nostra', changedAt: later() },
      }),
    )
    expect(renamed).toMatchObject({ name: 'Casa nostra', owner: false })
  })

  it('to anyone else the list, its items and its members are "not found"', async () => {
    const { listId } = await sharedPair()
    const stranger = await customer('Carla')
    const notFound = { status: 404, message: 'Lista non trovata' }
    expectRefused(await putText(stranger, listId, 'Sale'), 404, notFound)
    expectRefused(
      await call(server, 'deleteSmartlistItem', {
        token: stranger.token,
        params: { listId, itemId: randomUUID() },
        query: { changedAt: later() },
      }),
      404,
      notFound,
    )
    expectRefused(
      await call(server, 'smartlistMembers', { token: stranger.token, params: { listId } }),
      404,
      notFound,
    )
    expectRefused(
      await call(server, 'shareSmartlist', { token: stranger.token, params: { listId } }),
      404,
      notFound,
    )
    expectRefused(
      await call(server, 'leaveSmartlist', { token: stranger.token, params: { listId } }),
      404,
      notFound,
    )
    expectRefused(
      await call(server, 'smartlistToCart', {
        token: stranger.token,
        params: { listId },
        body: { storeId: 1 },
      }),
      404,
      notFound,
    )
    expect(await listsOf(stranger)).toEqual([])
  })

  it('only the owner shares, removes members and deletes; the owner neither leaves nor is removed', async () => {
    const { owner, member, listId } = await sharedPair()
    expectRefused(
      await call(server, 'shareSmartlist', { token: member.token, params: { listId } }),
      ServerCode.ListOwnerOnly,
    )
    expectRefused(
      await call(server, 'unshareSmartlist', { token: member.token, params: { listId } }),
      ServerCode.ListOwnerOnly,
    )
    expectRefused(
      await call(server, 'removeSmartlistMember', {
        token: member.token,
        params: { listId, memberId: String(owner.userId) },
      }),
      ServerCode.ListOwnerOnly,
    )
    expectRefused(
      await call(server, 'deleteSmartlist', { token: member.token, params: { listId } }),
      ServerCode.ListOwnerOnly,
    )
    expectRefused(
      await call(server, 'leaveSmartlist', { token: owner.token, params: { listId } }),
      ServerCode.OwnerStaysOnList,
    )
    expectRefused(
      await call(server, 'removeSmartlistMember', {
        token: owner.token,
        params: { listId, memberId: String(owner.userId) },
      }),
      ServerCode.OwnerStaysOnList,
    )
    expect((await listsOf(member)).map((list) => list.id)).toEqual([listId])
  })

  it('a removed member, and one who left, lose the list and cannot change it', async () => {
    const { owner, member, listId } = await sharedPair()
    expectOk(
      await call(server, 'removeSmartlistMember', {
        token: owner.token,
        params: { listId, memberId: String(member.userId) },
      }),
    )
    // Again: nothing happens.
    expectOk(
      await call(server, 'removeSmartlistMember', {
        token: owner.token,
        params: { listId, memberId: String(member.userId) },
      }),
    )
    expect(await listsOf(member)).toEqual([])
    expectRefused(await putText(member, listId, 'Uova'), 404, { status: 404 })
    const [mine] = await listsOf(owner)
    // The link is still on: the owner may let them back in.
    expect(mine?.shared).toBe(true)

    const again = await sharedPair()
    expectOk(
      await call(server, 'leaveSmartlist', { token: again.member.token, params: { listId: again.listId } }),
    )
    expect(await listsOf(again.member)).toEqual([])
    const members = expectOk(
      await call(server, 'smartlistMembers', { token: again.owner.token, params: { listId: again.listId } }),
    )
    expect(members.map((m) => m.firstName)).toEqual(['Anna'])
  })

  it('when the owner deletes the list, the members lose it too', async () => {
    const { owner, member, listId } = await sharedPair()
    expectOk(await call(server, 'deleteSmartlist', { token: owner.token, params: { listId } }))
    expect(await listsOf(member)).toEqual([])
    expectRefused(await putText(member, listId, 'Uova'), 404, { status: 404 })
  })
})

const isList = (id: string) => (event: { event: string; data: string }) =>
  event.event === 'list' && dataOf<Smartlist>(event).id === id

const isRemoved = (id: string) => (event: { event: string; data: string }) =>
  event.event === 'list-removed' && dataOf<{ id: string }>(event).id === id

async function follow(who: Customer, at = base): Promise<OpenStream> {
  const stream = await openStream(at, '/cli/smartlists/events', { authorization: `Bearer ${who.token}` })
  streams.push(stream)
  expect(stream.status).toBe(200)
  return stream
}

describe('the lists, live', () => {
  it("shows a member's change to the others within two seconds, with who made it", async () => {
    const { owner, member, listId } = await sharedPair()
    const ownerStream = await follow(owner)
    const memberStream = await follow(member)
    const started = Date.now()
    expectOk(await putText(member, listId, 'Uova'))
    const heard = dataOf<Smartlist>(await ownerStream.next(isList(listId), LIVE_MS))
    expect(Date.now() - started).toBeLessThan(LIVE_MS)
    expect(heard.owner).toBe(true)
    expect(heard.items.map((item) => [item.name, item.changedBy])).toEqual([['Uova', 'Bruno']])
    // The one who made it hears it too (the other devices of the same customer follow it so).
    expect(dataOf<Smartlist>(await memberStream.next(isList(listId), LIVE_MS)).owner).toBe(false)
  })

  it('tells a removed member, and the members of a deleted list, that the list is gone', async () => {
    const { owner, member, listId } = await sharedPair()
    const memberStream = await follow(member)
    expectOk(
      await call(server, 'removeSmartlistMember', {
        token: owner.token,
        params: { listId, memberId: String(member.userId) },
      }),
    )
    await memberStream.next(isRemoved(listId), LIVE_MS)

    const pair = await sharedPair()
    const stream = await follow(pair.member)
    expectOk(
      await call(server, 'deleteSmartlist', { token: pair.owner.token, params: { listId: pair.listId } }),
    )
    await stream.next(isRemoved(pair.listId), LIVE_MS)
  })

  it('tells nobody else anything of a list they are not a member of', async () => {
    const { member, listId } = await sharedPair()
    const stranger = await customer('Carla')
    const strangerStream = await follow(stranger)
    const joiner = await customer('Dario')
    const joinerStream = await follow(joiner)
    expectOk(await putText(member, listId, 'Burro'))
    expect(await strangerStream.quiet(500)).toBe(true)
    expect(await joinerStream.quiet(10)).toBe(true)
  })

  it('refuses a stream without a session', async () => {
    const stream = await openStream(base, '/cli/smartlists/events')
    streams.push(stream)
    expect(stream.status).toBe(401)
  })

  it('ends the stream at its next heartbeat after a logout', async () => {
    const other = await startTestServer({ keepDatabase: true, heartbeatMs: 100 })
    try {
      const at = await listening(other)
      const anna = await customer('Anna', other)
      const stream = await openStream(at, '/cli/smartlists/events', { authorization: `Bearer ${anna.token}` })
      streams.push(stream)
      await new Promise((resolve) => setTimeout(resolve, 350))
      const open = await Promise.race([stream.ended.then(() => false), Promise.resolve(true)])
      expect(open).toBe(true)
      expectOk(await call(other, 'logout', { token: anna.token }))
      const started = Date.now()
      await stream.ended
      expect(Date.now() - started).toBeLessThan(1_000)
    } finally {
      await other.stop()
    }
  })
})

describe.skipIf(!process.env.DATABASE_URL)('two instances on one PostgreSQL', () => {
  it('a change made through one reaches the other member’s stream held by the other', async () => {
    const second = await startTestServer({ keepDatabase: true })
    try {
      const secondBase = await listening(second)
      const { owner, member, listId } = await sharedPair()
      const ownerStream = await follow(owner, secondBase)
      const started = Date.now()
      expectOk(await putText(member, listId, 'Farina'))
      const heard = dataOf<Smartlist>(await ownerStream.next(isList(listId), LIVE_MS))
      expect(Date.now() - started).toBeLessThan(LIVE_MS)
      expect(heard.items.map((item) => [item.name, item.changedBy])).toEqual([['Farina', 'Bruno']])
      // And the other way, with the removal.
      const memberStream = await follow(member)
      expectOk(
        await call(second, 'removeSmartlistMember', {
          token: owner.token,
          params: { listId, memberId: String(member.userId) },
        }),
      )
      await memberStream.next(isRemoved(listId), LIVE_MS)
    } finally {
      for (const stream of streams.splice(0)) stream.close()
      await second.stop()
    }
  })

  it('sends every list again after its LISTEN connection came back, and what went', async () => {
    const { owner, member, listId } = await sharedPair()
    const otherList = await newList(owner, 'Ufficio')
    const ownerStream = await follow(owner)
    const memberStream = await follow(member)
    const pg = await import('pg')
    const admin = new pg.default.Client({ connectionString: process.env.DATABASE_URL })
    await admin.connect()
    try {
      // Changed while the instance hears nothing: its LISTEN connection is cut first.
      const cut = await admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query = 'LISTEN tessera_lists' and pid <> pg_backend_pid()",
      )
      expect(cut.rowCount).toBe(1)
      await admin.query('update smartlists set name = $1 where id = $2', ['Casa al mare', listId])
      await admin.query('delete from smartlist_members where list_id = $1', [listId])
    } finally {
      await admin.end()
    }
    const reloaded = await ownerStream.next(isList(listId), 5_000)
    expect(dataOf<Smartlist>(reloaded).name).toBe('Casa al mare')
    await ownerStream.next(isList(otherList), 5_000)
    await memberStream.next(isRemoved(listId), 5_000)
  })
})
