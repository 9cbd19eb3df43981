import type { ReactNode } from 'react'
import { useAppForm } from '../../ui/form/form'
import type { Failure } from '../../ui/form/use-submit'
import { NewPasswordFields } from './NewPasswordFields'

interface NewPasswordFormProps {
  /** What useSubmit gives: the call made with the new password, and its failure. */
  submit: { run: (password: string) => Promise<void>; failure: Failure | null }
  busyLabel: ReactNode
  /** The submit button's text. */
  children: ReactNode
}

/** A form of a new password and its confirmation alone (behind the reset and the confirmation links). */
export function NewPasswordForm({ submit, busyLabel, children }: NewPasswordFormProps) {
  const form = useAppForm({
    defaultValues: { password: '', passwordConfirm: '' },
    onSubmit: ({ value }) => submit.run(value.password),
  })
  return (
    <form.AppForm>
      <form.Form failure={submit.failure}>
        <NewPasswordFields
          form={form}
          fields={{ password: 'password', passwordConfirm: 'passwordConfirm' }}
        />
        <div className="form__actions">
          <form.SubmitButton busyLabel={busyLabel}>{children}</form.SubmitButton>
        </div>
      </form.Form>
    </form.AppForm>
  )
}
