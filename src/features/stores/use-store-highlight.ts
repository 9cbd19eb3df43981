import { useRef, useState } from 'react'

/**
 * The store the customer points at, in the list or on the map: hovering or focusing a card lights its
 * marker; a marker's click lights its card and takes the focus to its link.
 */
export function useStoreHighlight() {
  const [highlighted, setHighlighted] = useState<number | null>(null)
  const links = useRef(new Map<number, HTMLAnchorElement>())
  return {
    highlighted,
    /** A card's link, for the marker that leads to it. */
    linkRef: (id: number) => (element: HTMLAnchorElement | null) => {
      if (element) links.current.set(id, element)
      else links.current.delete(id)
    },
    /** A card hovered or focused (its id), or left (null: another card may have taken over meanwhile). */
    pointAt: (storeId: number) => (id: number | null) =>
      setHighlighted((current) => (id === null && current !== storeId ? current : id)),
    /** A marker's click: its card, lit, in view and focused. */
    showCard: (id: number) => {
      setHighlighted(id)
      const link = links.current.get(id)
      link?.focus()
      link?.closest('li')?.scrollIntoView?.({ block: 'nearest' })
    },
  }
}

export type StoreHighlight = ReturnType<typeof useStoreHighlight>
