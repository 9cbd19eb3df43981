import { listEndpoints } from '../../src/api/list-endpoints'
import { requireSession, sessionStillHolds } from '../auth/authenticate'
import type { Deps, Register } from '../deps'
import { starProduct, unstarProduct, userFavorites } from '../domain/lists/favorites'
import {
  joinSmartlist,
  leaveSmartlist,
  listNews,
  memberListViews,
  removeSmartlistMember,
  shareSmartlist,
  smartlistMembersOf,
  unshareSmartlist,
} from '../domain/lists/sharing'
import {
  deleteSmartlist,
  deviceTime,
  type ListView,
  putSmartlist,
  putSmartlistItem,
  removeSmartlistItem,
  seenBy,
  smartlistToCart,
  userSmartlists,
} from '../domain/lists/smartlists'
import type { EventStreams } from '../http/event-streams'
import { Failure } from '../http/failure'
import { serverMessages } from '../http/server-messages'
import type { ListFeedMessage } from '../live/order-feed'
import { readOncePerMessage } from '../live/read-once'

/** The device's time of a change; one the contract lets through but that names no instant is a 400. */
function changedAt(value: string): Date {
  const at = deviceTime(value)
  if (!at) throw Failure.invalidRequest(serverMessages.invalidDate, 'changedAt')
  return at
}

export function listsRoutes(register: Register, deps: Deps, streams: EventStreams): void {
  register(listEndpoints.smartlists, async ({ request }) =>
    userSmartlists(deps, requireSession(request).userId),
  )

  register(listEndpoints.putSmartlist, async ({ params, body, request }) =>
    putSmartlist(deps, requireSession(request).userId, params.listId, {
      name: body.name,
      changedAt: changedAt(body.changedAt),
    }),
  )

  register(listEndpoints.deleteSmartlist, async ({ params, request }) => {
    await deleteSmartlist(deps, requireSession(request).userId, params.listId)
    return undefined
  })

  register(listEndpoints.putSmartlistItem, async ({ params, body, request }) =>
    putSmartlistItem(deps, requireSession(request).userId, params.listId, params.itemId, {
      productId: body.productId ?? null,
      text: body.text || null,
      quantity: body.quantity,
      checked: body.checked,
      changedAt: changedAt(body.changedAt),
    }),
  )

  register(listEndpoints.deleteSmartlistItem, async ({ params, query, request }) =>
    removeSmartlistItem(
      deps,
      requireSession(request).userId,
      params.listId,
      params.itemId,
      changedAt(query.changedAt),
    ),
  )

  register(listEndpoints.shareSmartlist, async ({ params, request }) =>
    shareSmartlist(deps, requireSession(request).userId, params.listId),
  )

  register(listEndpoints.unshareSmartlist, async ({ params, request }) => {
    await unshareSmartlist(deps, requireSession(request).userId, params.listId)
    return undefined
  })

  register(listEndpoints.joinSmartlist, async ({ body, request }) =>
    joinSmartlist(deps, requireSession(request).userId, body.token),
  )

  register(listEndpoints.smartlistMembers, async ({ params, request }) =>
    smartlistMembersOf(deps, requireSession(request).userId, params.listId),
  )

  register(listEndpoints.removeSmartlistMember, async ({ params, request }) => {
    await removeSmartlistMember(deps, requireSession(request).userId, params.listId, params.memberId)
    return undefined
  })

  register(listEndpoints.leaveSmartlist, async ({ params, request }) => {
    await leaveSmartlist(deps, requireSession(request).userId, params.listId)
    return undefined
  })

  /** The lists of one feed message, read once for all the streams this instance holds. */
  const newsOf = readOncePerMessage((message: Extract<ListFeedMessage, { kind: 'changed' }>) =>
    listNews(deps, message.listIds),
  )

  register(listEndpoints.smartlistEvents, async ({ request, reply }) => {
    const { userId } = requireSession(request)
    const stream = streams.start(reply)
    stream.keepWhile(sessionStillHolds(deps.db, deps.keys, deps.now, request))
    /** The lists this stream has the customer hold: a change that takes one away says so. */
    const held = new Set<string>()
    let sent = 0
    const eventId = () => `${deps.now().getTime()}-${++sent}`
    const show = (view: ListView) => {
      held.add(view.list.id)
      stream.send('list', seenBy(view, userId), eventId())
    }
    const drop = (listId: string) => {
      if (!held.delete(listId)) return
      stream.send('list-removed', { id: listId }, eventId())
    }
    // One message after the other, in the order heard: a list must not show an older state last.
    let queue: Promise<void> = Promise.resolve()
    const then = (work: () => Promise<void>) => {
      queue = queue
        .then(async () => {
          if (!stream.closed) await work()
        })
        .catch((error: unknown) => request.log.warn({ err: error }, 'live lists: reading lists failed'))
    }
    const reloadAll = async (announce: boolean) => {
      const views = await memberListViews(deps, userId)
      const now = new Set(views.map((view) => view.list.id))
      for (const listId of [...held]) if (!now.has(listId)) drop(listId)
      for (const view of views) {
        if (announce) show(view)
        else held.add(view.list.id)
      }
    }
    // Subscribed before the first read: a change between that read and now is not lost.
    stream.onClose(
      deps.listFeed.subscribe((message) => {
        if (message.kind === 'missed') {
          then(() => reloadAll(true))
          return
        }
        then(async () => {
          const { views } = await newsOf(message)
          for (const listId of message.listIds) {
            const found = views.get(listId)
            if (found?.memberIds.has(userId)) show(found.view)
            else drop(listId)
          }
        })
      }),
    )
    // What the customer holds now (the lists themselves the client reads with GET /smartlists), read
    // before the answer's headers leave: once the client sees the stream open, every change after is
    // told, a removal among them. Whatever the feed says meanwhile waits in the queue behind it.
    then(() => reloadAll(false))
    await queue
    return stream
  })

  register(listEndpoints.smartlistToCart, async ({ params, body, request }) =>
    smartlistToCart(deps, requireSession(request).userId, params.listId, body.storeId),
  )

  register(listEndpoints.favorites, async ({ request }) =>
    userFavorites(deps, requireSession(request).userId),
  )

  register(listEndpoints.putFavorite, async ({ params, request }) => {
    await starProduct(deps, requireSession(request).userId, params.productId)
    return undefined
  })

  register(listEndpoints.deleteFavorite, async ({ params, request }) => {
    await unstarProduct(deps, requireSession(request).userId, params.productId)
    return undefined
  })
}
