import { Trans, useLingui } from '@lingui/react/macro'
import { ReadOnlyField } from './ReadOnlyField'

/** The profile's card, read-only: it changes only at the till or through the card page. */
export function CardOnFile({ code }: { code: string | undefined }) {
  const { t } = useLingui()
  return (
    <fieldset>
      <legend>
        <Trans>Carta fedeltà</Trans>
      </legend>
      {code ? (
        <ReadOnlyField label={t`Numero carta`} value={code} />
      ) : (
        <p>
          <Trans>Nessuna carta associata al profilo.</Trans>
        </p>
      )}
    </fieldset>
  )
}
