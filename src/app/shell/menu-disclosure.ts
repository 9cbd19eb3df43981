import { type MouseEvent, useCallback, useEffect, useRef, useState } from 'react'

/**
 * The shell's menu on a small screen (behaviour §2): a button that shows and hides the menu's links
 * under the top bar, as a disclosure (WAI-ARIA's pattern, not a menu of menuitems: the links stay
 * links). It closes
 * - with Escape: the focus goes back to the button (when it was in the menu, or nowhere);
 * - when one of its links or buttons is tapped: the page that opens takes the focus (a link to the
 *   page already open leaves it nowhere, so it goes back to the button);
 * - when the customer taps or clicks outside the header (the open menu covers the page).
 * On a wide screen the button is hidden and the links are the side menu, whatever the state.
 */
export function useMenuDisclosure() {
  const [open, setOpen] = useState(false)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const headerRef = useRef<HTMLElement>(null)

  const closeToButton = useCallback(() => {
    setOpen(false)
    buttonRef.current?.focus()
  }, [])

  useEffect(() => {
    if (!open) return
    const outside = (event: PointerEvent) => {
      if (event.target instanceof Node && !headerRef.current?.contains(event.target)) setOpen(false)
    }
    const onEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      event.preventDefault()
      const focus = document.activeElement
      // The focus comes back to the button from the menu; elsewhere on the page it stays.
      if (!focus || focus === document.body || headerRef.current?.contains(focus)) closeToButton()
      else setOpen(false)
    }
    document.addEventListener('pointerdown', outside)
    document.addEventListener('keydown', onEscape)
    return () => {
      document.removeEventListener('pointerdown', outside)
      document.removeEventListener('keydown', onEscape)
    }
  }, [open, closeToButton])

  return {
    open,
    headerRef,
    buttonRef,
    toggle: () => setOpen((was) => !was),
    /** A tap on one of the menu's links or buttons closes it. */
    onMenuClick: (event: MouseEvent) => {
      if (!open || !(event.target instanceof Element)) return
      const control = event.target.closest('a, button')
      if (!control) return
      if (control.getAttribute('aria-current') === 'page') closeToButton()
      else setOpen(false)
    },
  }
}

/** The shop's store of a page where the customer shops (/shop/5, /shop/5/cart…), else null. */
export function shoppingStoreId(pathname: string): number | null {
  const id = /^\/shop\/(\d{1,9})(\/|$)/.exec(pathname)?.[1]
  return id && Number(id) > 0 ? Number(id) : null
}
