import { useLingui } from '@lingui/react/macro'
import { TextField } from '../../ui/form/TextField'

/** The card code of a sign-up, inside its `AppField`: left empty, a digital card is issued. */
export function OptionalCardCodeInput() {
  const { t } = useLingui()
  return (
    <TextField
      label={t`Numero carta`}
      hint={t`Facoltativo: le 13 cifre sotto il codice a barre. Lascialo vuoto per ricevere una carta digitale.`}
      inputMode="numeric"
      maxLength={13}
      autoComplete="off"
    />
  )
}
