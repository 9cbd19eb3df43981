import { useLingui } from '@lingui/react/macro'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate, useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { callApi } from '../../api'
import { ApiError, ErrorCode } from '../../api/errors'
import type { Cart } from '../../api/schemas/cart'
import { shopEndpoints } from '../../api/shop-endpoints'
import { feedback } from '../../ui/feedback/feedback'
import { useHydrated } from '../../ui/use-hydrated'
import { session, useSessionUser } from '../auth/session'
import { cartQuery, cartScope } from './cart-queries'
import { keepPendingAdd, takePendingAdd } from './pending-add'

/** The customer's cart of the store, or nothing for a visitor (the query waits for a login). */
export function useCart(storeId: number) {
  const user = useSessionUser()
  const query = useQuery({
    ...cartQuery(user?.id ?? 0, storeId),
    enabled: useHydrated() && user !== null,
  })
  return { user, query, cart: user ? query.data : undefined }
}

interface LineChange {
  productId: number
  quantity: number
  /**
   * The quantity on screen when the customer asked: if the cart, read again, holds another one (it
   * had not arrived yet, or changed on another device), the step is applied to it instead of
   * overwriting it.
   */
  from?: number
}

/**
 * Sets a product's quantity in the store's cart (0 removes it). The server computes the cart and
 * answers it whole: that answer replaces the cached one. Changes of one store's cart go one after the
 * other (a mutation scope), so two quick taps on different products never race. A refusal shows its
 * message (behaviour §8: 4034 beyond the maximum, 4030/4031 the product, 4004 the cart); the cart is
 * then read again, as the server sees it. Offline the change waits (paused) and is sent when the
 * network is back; CartWaitingNotice says so.
 */
export function useCartLineChange(storeId: number) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const mutation = useMutation({
    scope: { id: cartScope(storeId) },
    mutationFn: async ({ productId, quantity, from }: LineChange): Promise<Cart> => {
      // Who is logged in now, not at the last drawing (see useCartLine's setQuantity).
      const user = session.user()
      if (!user) throw new ApiError(t`Accedi per usare il carrello.`, 'invalid')
      const cart = await queryClient.ensureQueryData(cartQuery(user.id, storeId))
      const line = cart.lines.find((l) => l.productId === productId)
      const current = line?.quantity ?? 0
      const wanted =
        from === undefined || from === current
          ? quantity
          : Math.min(Math.max(0, current + quantity - from), line?.maxQuantity ?? quantity)
      return callApi(shopEndpoints.setCartLine, {
        params: { cartId: String(cart.id), productId: String(productId) },
        body: { quantity: wanted },
      })
    },
    onSuccess: (cart) => {
      const user = session.user()
      if (user) queryClient.setQueryData(cartQuery(user.id, storeId).queryKey, cart)
    },
    onError: (error) => {
      feedback.toast(
        'error',
        error instanceof ApiError ? error.message : t`Non è stato possibile aggiornare il carrello.`,
      )
      const user = session.user()
      if (user && !(error instanceof ApiError && error.kind === 'network')) {
        void queryClient.invalidateQueries({ queryKey: cartQuery(user.id, storeId).queryKey })
      }
    },
  })
  return mutation
}

/** A catalogue product's line in the cart: its quantity, and how to change it. */
export function useCartLine(storeId: number, productId: number) {
  const user = useSessionUser()
  // Only this product's quantity: a change of another line leaves this card as it is (a tap on "+"
  // drew the whole page of cards again when each read the whole cart).
  const { data: inCart } = useQuery({
    ...cartQuery(user?.id ?? 0, storeId),
    enabled: useHydrated() && user !== null,
    select: (cart) => cart.lines.find((line) => line.productId === productId)?.quantity ?? 0,
  })
  const change = useCartLineChange(storeId)
  const navigate = useNavigate()
  // Read when a visitor taps, not subscribed to: every card of a page would draw again at each
  // navigation (a page turn was a 60 ms task at 4× CPU).
  const router = useRouter()
  const quantity = user ? (inCart ?? 0) : 0
  const setQuantity = (next: number) => {
    if (change.isPending) return
    // The session as it is now: a prerendered page is hydrated as a visitor's (the server's
    // snapshot) and drawn again for the customer just after; a tap in between is the customer's.
    if (!session.user()) {
      // The visitor logs in and comes back here; the product is added then (usePendingAdd).
      keepPendingAdd({ storeId, productId })
      void navigate({ to: '/login', search: { redirect: router.state.location.href } })
      return
    }
    change.mutate({ productId, quantity: next, from: quantity })
  }
  return { quantity, setQuantity, pending: change.isPending, loggedIn: user !== null }
}

/**
 * Back from the login that an "add to cart" asked for: the product goes into the cart once, and the
 * customer is told.
 */
export function usePendingAdd(storeId: number): void {
  const { t } = useLingui()
  const user = useSessionUser()
  const hydrated = useHydrated()
  const queryClient = useQueryClient()
  const change = useCartLineChange(storeId)
  const { mutate } = change
  useEffect(() => {
    if (!hydrated || !user) return
    const pending = takePendingAdd(storeId)
    if (!pending) return
    void queryClient
      .fetchQuery(cartQuery(user.id, storeId))
      .then((cart) => {
        const line = cart.lines.find((l) => l.productId === pending.productId)
        const quantity = (line?.quantity ?? 0) + 1
        if (line && quantity > line.maxQuantity) {
          feedback.toast('error', ApiError.fromCode(ErrorCode.MaxQuantity).message)
          return
        }
        mutate(
          { productId: pending.productId, quantity },
          { onSuccess: () => feedback.toast('success', t`Prodotto aggiunto al carrello.`) },
        )
      })
      .catch((error: unknown) => {
        feedback.toast('error', error instanceof ApiError ? error.message : t`Il carrello non è disponibile.`)
      })
  }, [hydrated, user, storeId, queryClient, mutate, t])
}
