import { listEndpoints } from '../../src/api/list-endpoints'
import { requireSession } from '../auth/authenticate'
import type { Deps, Register } from '../deps'
import { starProduct, unstarProduct, userFavorites } from '../domain/lists/favorites'
import {
  deleteSmartlist,
  deviceTime,
  putSmartlist,
  putSmartlistItem,
  removeSmartlistItem,
  smartlistToCart,
  userSmartlists,
} from '../domain/lists/smartlists'
import { Failure } from '../http/failure'
import { serverMessages } from '../http/server-messages'

/** The device's time of a change; one the contract lets through but that names no instant is a 400. */
function changedAt(value: string): Date {
  const at = deviceTime(value)
  if (!at) throw Failure.invalidRequest(serverMessages.invalidDate, 'changedAt')
  return at
}

export function listsRoutes(register: Register, deps: Deps): void {
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
