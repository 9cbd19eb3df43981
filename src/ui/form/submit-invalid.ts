import type { ValidationCause } from '@tanstack/react-form'

interface SubmittableForm {
  validateAllFields: (cause: ValidationCause) => Promise<unknown>
  handleSubmit: () => Promise<void>
  state: { isFieldsValid: boolean; submissionAttempts: number; isSubmitSuccessful: boolean }
}

/** After a refused submit, the first invalid field gets the focus (and its error is read out). */
export function focusFirstInvalid(formElement: HTMLFormElement | null): void {
  formElement?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
}

/**
 * Submits, and handles a submit TanStack Form refuses. On a first attempt it refuses a form it
 * believes invalid without checking anything, so (a) the fields nobody touched yet never show their
 * error and (b) an error left by a cross-field check (the confirmation re-checked while still empty)
 * blocks a form that is by now valid. Every field is checked again: a valid form is sent after all;
 * otherwise every error shows and the first wrong field gets the focus.
 */
export async function submitOrShowErrors(form: SubmittableForm, formElement: HTMLFormElement | null) {
  await form.handleSubmit()
  if (form.state.isSubmitSuccessful) return
  await form.validateAllFields('submit')
  // Only a first attempt is refused unchecked; later ones were checked by TanStack Form itself.
  if (form.state.isFieldsValid && form.state.submissionAttempts <= 1) {
    await form.handleSubmit()
    if (form.state.isSubmitSuccessful) return
  }
  // The invalid marks reach the DOM with React's next render.
  setTimeout(() => focusFirstInvalid(formElement), 0)
}
