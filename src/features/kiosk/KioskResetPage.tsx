import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useRef, useState } from 'react'
import { callApi, endpoints } from '../../api'
import { ApiError } from '../../api/errors'
import * as rule from '../../api/rules'
import { useAppForm } from '../../ui/form/form'
import { recheckOrShowErrors } from '../../ui/form/submit-invalid'

/**
 * /totem/reset: the password-reset request (SPEC §7, tid '01'). The web page is not reused because
 * it links to the web login and remembers the address on screen; here the confirmation names nobody.
 */
export function KioskResetPage() {
  const { t } = useLingui()
  const formRef = useRef<HTMLFormElement>(null)
  const [sent, setSent] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const form = useAppForm({
    defaultValues: { email: '' },
    onSubmit: async ({ value, formApi }) => {
      setFailure(null)
      try {
        await callApi(endpoints.requestPasswordReset, { body: { tid: '01', email: value.email } })
      } catch (error) {
        if (!(error instanceof ApiError)) throw error
        setFailure(error.message)
        return
      }
      formApi.reset()
      setSent(true)
    },
    onSubmitInvalid: ({ formApi }) => void recheckOrShowErrors(formApi, formRef.current),
  })

  if (sent) {
    return (
      <section className="page" aria-labelledby="page-title">
        <h1 id="page-title">
          <Trans>Richiesta effettuata con successo</Trans>
        </h1>
        <p role="status">
          <Trans>A breve riceverai un'email con il link per completare il cambio della password.</Trans>
        </p>
        <p>
          <Link to="/totem" className="button kiosk-button">
            <Trans>Torna alla pagina iniziale</Trans>
          </Link>
        </p>
      </section>
    )
  }

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
      <form
        ref={formRef}
        className="form kiosk-form"
        noValidate
        autoComplete="off"
        onSubmit={(e) => {
          e.preventDefault()
          void form.handleSubmit()
        }}
      >
        {failure && (
          <p className="form__error" role="alert">
            {failure}
          </p>
        )}
        <form.AppField name="email" validators={{ onBlur: rule.email }}>
          {(field) => <field.TextField label={t`Email`} type="email" autoComplete="off" required />}
        </form.AppField>
        <div className="form__actions">
          <form.AppForm>
            <form.SubmitButton busyLabel={<Trans>Invio in corso…</Trans>}>
              <Trans>Invia</Trans>
            </form.SubmitButton>
          </form.AppForm>
        </div>
      </form>
    </section>
  )
}
