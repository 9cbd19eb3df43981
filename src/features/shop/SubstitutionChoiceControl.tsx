import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { ApiError } from '../../api/errors'
import type { CartLine, Substitution } from '../../api/schemas/cart'
import { FailedNotice } from '../../ui/query-state/QueryState'
import { SubstitutionDialog } from './SubstitutionDialog'
import { SubstitutionSummary, useSubstituteName } from './SubstitutionSummary'
import { SUBSTITUTION_NAMES } from './substitution-names'
import { useSubstitutionChange } from './use-substitution-change'

/**
 * A cart line's substitution choice, one row on a phone: "Se manca: Prodotto simile" and "Cambia",
 * which opens the choice. The new choice shows at once while it is saved; if it is refused or the
 * network is missing, the line shows the choice the server keeps, says why, and offers to save the
 * wanted one again (nothing chosen is lost).
 */
export function SubstitutionChoiceControl({ storeId, line }: { storeId: number; line: CartLine }) {
  const { t, i18n } = useLingui()
  const [open, setOpen] = useState(false)
  const change = useSubstitutionChange(storeId)
  const wanted = change.variables?.choice
  const shown: Substitution = change.isPending && wanted ? wanted : line.substitution
  const shownName = useSubstituteName(storeId, shown.mode === 'SPECIFIC' ? shown.productId : undefined)
  const wantedName = wanted ? i18n._(SUBSTITUTION_NAMES[wanted.mode]) : ''
  return (
    <div className="shop-substitution" aria-busy={change.isPending || undefined}>
      <div className="shop-substitution__row">
        <SubstitutionSummary storeId={storeId} substitution={shown} />
        <button
          type="button"
          className="shop-substitution__change"
          aria-label={t`Cambia cosa fare se manca: ${line.name}`}
          onClick={() => setOpen(true)}
        >
          <Trans>Cambia</Trans>
        </button>
      </div>
      {change.isPending && (
        <p className="shop-substitution__saving" role="status">
          <Trans>Salvataggio della scelta…</Trans>
        </p>
      )}
      {change.isError && change.variables && (
        <div className="shop-substitution__failed">
          <FailedNotice
            onRetry={() => change.variables && change.mutate(change.variables)}
            retryLabel={<Trans>Salva di nuovo</Trans>}
          >
            <Trans>La scelta «{wantedName}» non è stata salvata:</Trans>{' '}
            {change.error instanceof ApiError ? (
              change.error.message
            ) : (
              <Trans>Non è stato possibile aggiornare il carrello.</Trans>
            )}
          </FailedNotice>
          <button type="button" className="button button--secondary" onClick={() => change.reset()}>
            <Trans>Lascia com'era</Trans>
          </button>
        </div>
      )}
      <SubstitutionDialog
        open={open}
        storeId={storeId}
        productId={line.productId}
        productName={line.name}
        current={shown}
        currentName={shownName}
        onClose={() => setOpen(false)}
        onSave={(choice) => {
          setOpen(false)
          change.mutate({ productId: line.productId, choice })
        }}
      />
    </div>
  )
}
