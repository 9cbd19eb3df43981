import { type RefObject, useEffect, useRef } from 'react'

/**
 * A native <dialog> shown as modal while `open` holds: the browser puts it in the top layer, moves
 * the focus in and back, and makes the page behind inert.
 */
export function useModalDialog(open: boolean): RefObject<HTMLDialogElement | null> {
  const ref = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
  }, [open])
  return ref
}
