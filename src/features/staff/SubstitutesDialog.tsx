import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import type { StaffOrderLine, StaffSubstitute } from '../../api/schemas/staff'
import { formatCents } from '../../ui/format/money'
import { QueryState } from '../../ui/query-state/QueryState'
import { useModalDialog } from '../../ui/use-modal-dialog'
import { staffSubstitutesQuery } from './staff-queries'

interface SubstitutesDialogProps {
  orderId: number
  /** The line the shelf lacks. */
  line: StaffOrderLine | null
  /** A card's authorisation bounds the order: the list holds only what stays within it. */
  withinAuthorised: boolean
  busy: boolean
  /** A refusal of the server (56: the customer's choice excludes it; 57: past the authorised amount). */
  error: string | null
  onSubstitute: (product: StaffSubstitute, weightGrams?: number) => void
  onMissing: () => void
  onCancel: () => void
}

/**
 * A line the shelf lacks: "missing" first (on a phone it is never below ten products), then what may
 * replace it as the customer chose (the server's list: similar products, the one named, or none), in
 * a list that scrolls on its own. With "Nessuna sostituzione" only "missing".
 */
export function SubstitutesDialog({
  orderId,
  line,
  withinAuthorised,
  busy,
  error,
  onSubstitute,
  onMissing,
  onCancel,
}: SubstitutesDialogProps) {
  const ref = useModalDialog(line !== null)
  const titleId = useId()
  return (
    <dialog
      ref={ref}
      className="dialog staff-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault()
        if (!busy) onCancel()
      }}
    >
      {line && (
        <>
          <h2 id={titleId} className="dialog__title">
            <Trans>Manca {line.name}</Trans>
          </h2>
          <div className="dialog__body staff-dialog__body">
            {line.substitution.mode === 'NONE' ? (
              <p>
                <Trans>Il cliente non vuole sostituzioni per questo prodotto.</Trans>
              </p>
            ) : line.substitution.mode === 'SPECIFIC' ? (
              <p>
                <Trans>Il cliente accetta solo il prodotto che ha indicato.</Trans>
              </p>
            ) : (
              <p>
                <Trans>Il cliente accetta un prodotto simile.</Trans>
              </p>
            )}
            <p className="staff-dialog__missing">
              <button type="button" className="button button--danger" onClick={onMissing} disabled={busy}>
                <Trans>Segna come mancante</Trans>
              </button>
            </p>
            {error && (
              <p className="form__error" role="alert">
                {error}
              </p>
            )}
            {line.substitution.mode !== 'NONE' && (
              <SubstituteChoices
                orderId={orderId}
                line={line}
                withinAuthorised={withinAuthorised}
                busy={busy}
                onSubstitute={onSubstitute}
              />
            )}
          </div>
          <div className="dialog__actions">
            <button type="button" className="button button--secondary" onClick={onCancel} disabled={busy}>
              <Trans>Annulla</Trans>
            </button>
          </div>
        </>
      )}
    </dialog>
  )
}

function SubstituteChoices({
  orderId,
  line,
  withinAuthorised,
  busy,
  onSubstitute,
}: {
  orderId: number
  line: StaffOrderLine
  withinAuthorised: boolean
  busy: boolean
  onSubstitute: (product: StaffSubstitute, weightGrams?: number) => void
}) {
  const { t, i18n } = useLingui()
  const query = useQuery(staffSubstitutesQuery(orderId, line.id))
  return (
    <>
      {/* The server leaves out what would pass the card's authorisation (substitutes.ts). */}
      {withinAuthorised && (
        <p className="staff-dialog__note">
          <Trans>Sono elencati solo i prodotti che restano entro l'importo autorizzato sulla carta.</Trans>
        </p>
      )}
      <QueryState
        query={query}
        isEmpty={(products) => products.length === 0}
        loading={<Trans>Ricerca dei prodotti sostitutivi…</Trans>}
        offline={<Trans>Senza rete non è possibile cercare i sostituti.</Trans>}
        failed={<Trans>Non è stato possibile cercare i sostituti.</Trans>}
        empty={<Trans>Nessun prodotto può sostituirlo: segnalalo come mancante.</Trans>}
      />
      {query.data && query.data.length > 0 && (
        <ul className="staff-substitutes" aria-label={t`Prodotti sostitutivi`}>
          {query.data.map((product) => (
            <SubstituteChoice
              key={product.productId}
              product={product}
              quantity={line.quantity}
              busy={busy}
              price={formatCents(i18n, product.priceCents)}
              onChoose={onSubstitute}
            />
          ))}
        </ul>
      )}
    </>
  )
}

function SubstituteChoice({
  product,
  quantity,
  busy,
  price,
  onChoose,
}: {
  product: StaffSubstitute
  quantity: number
  busy: boolean
  price: string
  onChoose: (product: StaffSubstitute, weightGrams?: number) => void
}) {
  const { t } = useLingui()
  const gramsId = useId()
  const weighed = product.unit === 'KG'
  const [grams, setGrams] = useState(
    weighed && product.estimatedWeightGrams ? String(product.estimatedWeightGrams * quantity) : '',
  )
  const gramsValue = Number(grams)
  const gramsOk = !weighed || (Number.isInteger(gramsValue) && gramsValue >= 1 && gramsValue <= 100_000)
  return (
    <li className="staff-substitute">
      <span className="staff-substitute__name">
        {product.name} <span className="staff-line__ean">{product.ean}</span>
      </span>
      {/* Where to look for it: a named product may be in another aisle than the line's. */}
      <span className="staff-substitute__department">
        <Trans>Reparto: {product.departmentName}</Trans>
      </span>
      <span className="staff-substitute__price">{weighed ? t`${price} al kg` : price}</span>
      {weighed && (
        <span className="staff-substitute__grams">
          <label htmlFor={gramsId}>
            <Trans>Grammi</Trans>
          </label>
          <input
            id={gramsId}
            className="field__input"
            inputMode="numeric"
            value={grams}
            onChange={(event) => setGrams(event.target.value.replace(/\D/g, ''))}
          />
        </span>
      )}
      <button
        type="button"
        className="button staff-line__button"
        disabled={busy || !gramsOk}
        onClick={() => onChoose(product, weighed ? gramsValue : undefined)}
        aria-label={t`Sostituisci con ${product.name}`}
      >
        <Trans>Sostituisci</Trans>
      </button>
    </li>
  )
}
