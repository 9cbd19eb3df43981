import { type FormHTMLAttributes, type ReactNode, useRef } from 'react'
import { takeEarlyForm } from '../early-input'
import { useFormContext } from './context'
import { FormFailure } from './FormFailure'
import { submitOrShowErrors } from './submit-invalid'
import type { Failure } from './use-submit'

type FormProps = Pick<
  FormHTMLAttributes<HTMLFormElement>,
  'className' | 'autoComplete' | 'aria-labelledby'
> & {
  /** The last submit's failure (useSubmit), shown above the fields. */
  failure?: Failure | null
  children: ReactNode
}

/**
 * The <form> of a form made with useAppForm, inside its `form.AppForm`: the browser's own checks
 * are off (the fields say what is wrong, in our words), a refused submit shows every error and
 * focuses the first wrong field, and a failed call shows above the fields.
 */
export function Form({ failure = null, className = 'form', children, ...rest }: FormProps) {
  const form = useFormContext()
  const ref = useRef<HTMLFormElement>(null)
  return (
    <form
      ref={(element) => {
        ref.current = element
        // A submit held before the app had the page is made again now (early-input.ts).
        takeEarlyForm(element)
      }}
      className={className}
      noValidate
      {...rest}
      onSubmit={(e) => {
        e.preventDefault()
        void submitOrShowErrors(form, ref.current)
      }}
    >
      <FormFailure failure={failure} />
      {children}
    </form>
  )
}
