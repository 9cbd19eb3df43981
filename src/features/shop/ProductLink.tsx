import { useRouter } from '@tanstack/react-router'
import { type MouseEvent, type ReactNode, useMemo } from 'react'

/**
 * A link to a product's page, made once. The router's own Link works out its address and whether it
 * is active again at every navigation, for each link on the page: with a page of cards, that made a
 * page turn a 50–60 ms task on a slow phone. A product's address never changes, so this one does not
 * follow navigation; a plain click still moves inside the app, a click with a modifier key or the
 * middle button does what the browser does with any link.
 */
export function ProductLink({
  storeId,
  productId,
  children,
}: {
  storeId: number
  productId: number
  children: ReactNode
}) {
  const router = useRouter()
  const params = useMemo(
    () => ({ storeId: String(storeId), productId: String(productId) }),
    [storeId, productId],
  )
  const href = useMemo(
    () =>
      router.history.createHref(
        router.buildLocation({ to: '/shop/$storeId/products/$productId', params }).publicHref,
      ),
    [router, params],
  )
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0) return
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return
    event.preventDefault()
    void router.navigate({ to: '/shop/$storeId/products/$productId', params })
  }
  return (
    <a href={href} onClick={onClick}>
      {children}
    </a>
  )
}
