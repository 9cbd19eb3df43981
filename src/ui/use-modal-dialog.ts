import { type RefObject, useEffect, useRef } from 'react'

/**
 * A native <dialog> shown as modal while `open` holds: the browser puts it in the top layer, moves
 * the focus in and makes the page behind inert. On closing, the focus goes back to the control that
 * had it when the dialog opened: the browser does so only while the focus is inside the dialog, and
 * a dialog whose contents React removed first (its state gone with it) has left it on the page's body.
 */
export function useModalDialog(open: boolean): RefObject<HTMLDialogElement | null> {
  const ref = useRef<HTMLDialogElement>(null)
  const opener = useRef<Element | null>(null)
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) {
      opener.current = document.activeElement
      dialog.showModal()
    }
    if (!open && dialog.open) {
      dialog.close()
      const back = opener.current
      opener.current = null
      const lost = document.activeElement === null || document.activeElement === document.body
      const inside = dialog.contains(document.activeElement)
      if ((lost || inside) && back instanceof HTMLElement && back.isConnected) back.focus()
    }
  }, [open])
  return ref
}
