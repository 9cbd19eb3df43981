import { Trans } from '@lingui/react/macro'
import { type ReactNode, type Ref, useId } from 'react'
import { useModalDialog } from './use-modal-dialog'

export interface ConfirmDialogProps {
  open: boolean
  title: ReactNode
  children?: ReactNode
  confirmLabel: ReactNode
  /** A destructive action gets the danger style. */
  danger?: boolean
  busy?: boolean
  /** The confirmation not yet possible (what it needs is still coming); "Annulla" stays. */
  confirmDisabled?: boolean
  /** "Annulla", for a dialog that must put the focus back in itself when a control of its body goes. */
  cancelRef?: Ref<HTMLButtonElement>
  onConfirm: () => void
  onCancel: () => void
}

/**
 * A modal confirmation on the native <dialog>: focus moves into it and back, Escape cancels, the
 * page behind is inert.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  danger,
  busy,
  confirmDisabled,
  cancelRef,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const ref = useModalDialog(open)
  const titleId = useId()
  return (
    <dialog
      ref={ref}
      className="dialog"
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault()
        if (!busy) onCancel()
      }}
    >
      <h2 id={titleId} className="dialog__title">
        {title}
      </h2>
      {children && <div className="dialog__body">{children}</div>}
      <div className="dialog__actions">
        <button
          ref={cancelRef}
          type="button"
          className="button button--secondary"
          onClick={onCancel}
          disabled={busy}
        >
          <Trans>Annulla</Trans>
        </button>
        <button
          type="button"
          className={danger ? 'button button--danger' : 'button'}
          onClick={onConfirm}
          disabled={busy || confirmDisabled}
          aria-busy={busy || undefined}
        >
          {confirmLabel}
        </button>
      </div>
    </dialog>
  )
}
