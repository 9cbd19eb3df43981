import { Trans } from '@lingui/react/macro'
import { Navigate, useNavigate } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import * as v from 'valibot'
import { callApi, endpoints } from '../../api'
import * as rule from '../../api/rules'
import { FormFailure } from '../../ui/form/FormFailure'
import { useSubmit } from '../../ui/form/use-submit'
import { KioskSignupSuccess } from './KioskSignupSuccess'
import { kioskState } from './kiosk-state'
import { SignaturePad } from './SignaturePad'
import { type Stroke, signatureBase64 } from './signature-svg'
import { type SignupDraft, signupDraft } from './signup-draft'
import { kioskSignupRequest, type SignupOutcome, signupOutcome } from './signup-values'

/** behaviour §9: the kiosk goes back to its home 3 s after a sign-up. */
export const SIGNUP_REDIRECT_MS = 3000

/**
 * /totem/signature, step 2 of 2 (behaviour §4 "Kiosk sign-up"): the signature, then Register. An empty pad
 * blocks with its message (behaviour §5); Register is disabled at the first real attempt and stays so even if it
 * fails (a second registration must not follow a first one that the server may have kept); Back
 * leads to the form, which is still filled in.
 */
export function KioskSignaturePage() {
  const navigate = useNavigate()
  const [strokes, setStrokes] = useState<Stroke[]>([])
  const [missing, setMissing] = useState<string | null>(null)
  const [sent, setSent] = useState(false)
  const [outcome, setOutcome] = useState<SignupOutcome | null>(null)

  useEffect(() => {
    if (!outcome) return
    const timer = setTimeout(() => void navigate({ to: '/totem' }), SIGNUP_REDIRECT_MS)
    return () => clearTimeout(timer)
  }, [outcome, navigate])

  const draft = signupDraft.get()
  const submit = useSubmit(async ({ values, preRead }: SignupDraft, signature: string) => {
    const body = kioskSignupRequest(values, preRead, signature, kioskState.storeId())
    const result = await callApi(endpoints.kioskSignup, { body })
    // The form's content is done with: nobody after this customer may find it.
    signupDraft.clear()
    setOutcome(signupOutcome(values.cardCode.trim() !== '', result.hasEmail))
  })
  if (!draft?.complete && !outcome) return <Navigate to="/totem/signup" />

  async function register() {
    // Registered already (the pad is gone then), or the draft was forgotten meanwhile.
    if (!draft) return
    const signature = signatureBase64(strokes)
    const checked = v.safeParse(rule.kioskSignature, signature)
    if (!checked.success) {
      setMissing(checked.issues[0].message)
      return
    }
    setSent(true)
    await submit.run(draft, signature)
  }

  return (
    <section className="page kiosk-signature" aria-labelledby="page-title">
      <p className="kiosk-step">
        <Trans>Passo 2 di 2</Trans>
      </p>
      <h1 id="page-title">
        <Trans>Firma</Trans>
      </h1>
      {outcome ? (
        <KioskSignupSuccess outcome={outcome} />
      ) : (
        <>
          <p id="signature-help">
            <Trans>Firma con il dito nello spazio qui sotto, poi premi Registrati.</Trans>
          </p>
          <FormFailure failure={submit.failure} />
          <SignaturePad
            strokes={strokes}
            onChange={(next) => {
              setStrokes(next)
              setMissing(null)
            }}
            describedBy={missing ? 'signature-help signature-missing' : 'signature-help'}
            invalid={missing !== null}
          />
          {missing && (
            <p id="signature-missing" className="field__error" role="alert">
              {missing}
            </p>
          )}
          <div className="form__actions kiosk-signature__actions">
            <button
              type="button"
              className="button button--secondary kiosk-button"
              onClick={() => setStrokes([])}
              disabled={submit.busy}
            >
              <Trans>Cancella</Trans>
            </button>
            <button
              type="button"
              className="button button--secondary kiosk-button"
              onClick={() => void navigate({ to: '/totem/signup' })}
              disabled={submit.busy}
            >
              <Trans>Indietro</Trans>
            </button>
            <button
              type="button"
              className="button kiosk-button"
              onClick={() => void register()}
              disabled={sent}
              aria-busy={submit.busy || undefined}
            >
              {submit.busy ? <Trans>Registrazione in corso…</Trans> : <Trans>Registrati</Trans>}
            </button>
          </div>
        </>
      )}
    </section>
  )
}
