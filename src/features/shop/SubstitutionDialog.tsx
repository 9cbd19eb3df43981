import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useRef, useState } from 'react'
import type { Substitution, SubstitutionChoice, SubstitutionMode } from '../../api/schemas/cart'
import { useModalDialog } from '../../ui/use-modal-dialog'
import { type ChosenSubstitute, SubstituteSearch } from './SubstituteSearch'
import { SUBSTITUTION_MEANINGS, SUBSTITUTION_NAMES, SUBSTITUTION_ORDER } from './substitution-names'

interface SubstitutionDialogProps {
  open: boolean
  storeId: number
  productId: number
  productName: string
  /** The line's choice as shown, and the named product's name when known. */
  current: Substitution
  currentName: string | undefined
  onSave: (choice: SubstitutionChoice, chosen: ChosenSubstitute | null) => void
  onClose: () => void
}

/**
 * What the store may do if a line's product is missing, in a modal dialog (native <dialog>: the focus
 * moves in and back, Escape closes, the page behind is inert): "Prodotto simile", "Questo prodotto"
 * with a product of the store found by a search, or "Nessuna sostituzione". The form is drawn afresh
 * at each opening, from the line's choice.
 */
export function SubstitutionDialog(props: SubstitutionDialogProps) {
  const ref = useModalDialog(props.open)
  const titleId = useId()
  return (
    <dialog
      ref={ref}
      className="dialog shop-substitution__dialog"
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault()
        props.onClose()
      }}
    >
      {props.open && <SubstitutionForm {...props} titleId={titleId} />}
    </dialog>
  )
}

function SubstitutionForm({
  storeId,
  productId,
  productName,
  current,
  currentName,
  onSave,
  onClose,
  titleId,
}: SubstitutionDialogProps & { titleId: string }) {
  const { i18n } = useLingui()
  const [mode, setMode] = useState<SubstitutionMode>(current.mode)
  const [chosen, setChosen] = useState<ChosenSubstitute | null>(
    current.mode === 'SPECIFIC' && current.productId !== undefined
      ? { id: current.productId, name: currentName ?? '' }
      : null,
  )
  const [missingProduct, setMissingProduct] = useState(false)
  const errorRef = useRef<HTMLParagraphElement>(null)
  const errorId = useId()
  const save = () => {
    if (mode === 'SPECIFIC') {
      if (!chosen) {
        setMissingProduct(true)
        // Heard and seen at once, where the search is.
        requestAnimationFrame(() => errorRef.current?.focus())
        return
      }
      onSave({ mode, productId: chosen.id }, chosen)
      return
    }
    onSave({ mode }, null)
  }
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        save()
      }}
    >
      <h2 id={titleId} className="dialog__title">
        <Trans>Se manca: {productName}</Trans>
      </h2>
      <div className="dialog__body">
        <fieldset className="shop-substitution__modes">
          <legend className="visually-hidden">
            <Trans>Cosa può fare il negozio</Trans>
          </legend>
          {SUBSTITUTION_ORDER.map((option) => (
            <label key={option} className="shop-substitution__mode">
              <input
                type="radio"
                name="substitution-mode"
                value={option}
                checked={mode === option}
                onChange={() => {
                  setMode(option)
                  setMissingProduct(false)
                }}
              />
              <span>
                <span className="shop-substitution__mode-name">{i18n._(SUBSTITUTION_NAMES[option])}</span>
                <span className="shop-substitution__mode-meaning">
                  {i18n._(SUBSTITUTION_MEANINGS[option])}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
        {mode === 'SPECIFIC' && (
          <>
            {missingProduct && (
              <p ref={errorRef} id={errorId} className="field__error" role="alert" tabIndex={-1}>
                <Trans>Scegli il prodotto che il negozio ti darà al suo posto.</Trans>
              </p>
            )}
            <SubstituteSearch
              storeId={storeId}
              productId={productId}
              chosen={chosen}
              onChoose={(product) => {
                setChosen(product)
                setMissingProduct(false)
              }}
            />
          </>
        )}
      </div>
      <div className="dialog__actions">
        <button type="button" className="button button--secondary" onClick={onClose}>
          <Trans>Annulla</Trans>
        </button>
        <button type="submit" className="button">
          <Trans>Salva la scelta</Trans>
        </button>
      </div>
    </form>
  )
}
