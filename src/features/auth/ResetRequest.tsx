import { Trans, useLingui } from '@lingui/react/macro'
import { callApi, endpoints } from '../../api'
import * as rule from '../../api/rules'
import { useAppForm } from '../../ui/form/form'
import { useSubmit } from '../../ui/form/use-submit'

interface ResetRequestProps {
  /** After the request was taken, with the address as the server reads it. */
  onSent: (email: string) => void
  /** The kiosk: a shared device offers nothing typed before and keeps no address on screen. */
  kiosk?: boolean
}

/** "Recupera password": the request of the reset mail, on the web and at the kiosk. */
export function ResetRequest({ onSent, kiosk = false }: ResetRequestProps) {
  const { t } = useLingui()
  const submit = useSubmit(async (email: string) => {
    await callApi(endpoints.requestPasswordReset, { body: { tid: '01', email } })
    form.reset()
    onSent(email.trim().toLowerCase())
  })
  const form = useAppForm({
    defaultValues: { email: '' },
    onSubmit: ({ value }) => submit.run(value.email),
  })

  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">
        <Trans>Recupera password</Trans>
      </h1>
      <p>
        <Trans>
          Scrivi l'email con cui ti sei registrato: ti invieremo un link per scegliere una nuova password.
        </Trans>
      </p>
      <form.AppForm>
        <form.Form
          failure={submit.failure}
          className={kiosk ? 'form kiosk-form' : 'form'}
          autoComplete={kiosk ? 'off' : undefined}
        >
          <form.AppField name="email" validators={{ onBlur: rule.email }}>
            {(field) => (
              <field.TextField
                label={t`Email`}
                type="email"
                autoComplete={kiosk ? 'off' : 'email'}
                required
              />
            )}
          </form.AppField>
          <div className="form__actions">
            <form.SubmitButton busyLabel={<Trans>Invio in corso…</Trans>}>
              <Trans>Invia</Trans>
            </form.SubmitButton>
          </div>
        </form.Form>
      </form.AppForm>
    </section>
  )
}
