import { useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { callApi } from '../../api'
import { ApiError } from '../../api/errors'
import type { Cart, SubstitutionChoice } from '../../api/schemas/cart'
import { shopEndpoints } from '../../api/shop-endpoints'
import { useSessionUser } from '../auth/session'
import { cartQuery, cartScope } from './cart-queries'

export interface SubstitutionChange {
  productId: number
  choice: SubstitutionChoice
}

/**
 * Saves a cart line's substitution choice through the line's PUT, with the line's quantity as the cart
 * holds it when the call leaves: changes of one store's cart go one after the other (the quantity
 * changes' scope, use-cart.ts), so a quantity tapped just before is the one kept. The line shows the
 * new choice while it is on its way (the mutation's variables, SubstitutionChoiceControl) and the
 * server's cart replaces the cached one after; a refusal or a missing network leaves the saved choice
 * in the cache and the wanted one in the mutation, to be sent again.
 */
export function useSubstitutionChange(storeId: number) {
  const { t } = useLingui()
  const user = useSessionUser()
  const queryClient = useQueryClient()
  return useMutation({
    scope: { id: cartScope(storeId) },
    // Offline the call fails at once with its message instead of waiting unseen for the network: the
    // customer learns the choice is not saved yet and can save it again.
    networkMode: 'always',
    mutationFn: async ({ productId, choice }: SubstitutionChange): Promise<Cart> => {
      if (!user) throw new ApiError(t`Accedi per usare il carrello.`, 'invalid')
      const cart = await queryClient.ensureQueryData(cartQuery(user.id, storeId))
      const line = cart.lines.find((l) => l.productId === productId)
      if (!line) throw new ApiError(t`Il prodotto non è più nel carrello.`, 'invalid')
      return callApi(shopEndpoints.setCartLine, {
        params: { cartId: String(cart.id), productId: String(productId) },
        body: { quantity: line.quantity, substitution: choice },
      })
    },
    onSuccess: (cart) => {
      if (user) queryClient.setQueryData(cartQuery(user.id, storeId).queryKey, cart)
    },
    onError: (error) => {
      // A refusal may mean the cart changed elsewhere: read it again, as the server sees it.
      if (user && !(error instanceof ApiError && error.kind === 'network')) {
        void queryClient.invalidateQueries({ queryKey: cartQuery(user.id, storeId).queryKey })
      }
    },
  })
}
