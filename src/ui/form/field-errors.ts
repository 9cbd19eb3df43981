/**
 * TanStack Form keeps a field's errors as whatever the validator gave: a string from a function,
 * issue objects from a valibot schema. The first one is what the customer reads.
 */
export function firstError(errors: readonly unknown[]): string | null {
  for (const error of errors) {
    if (typeof error === 'string' && error) return error
    if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string') {
      return error.message
    }
    if (Array.isArray(error)) {
      const nested = firstError(error)
      if (nested) return nested
    }
  }
  return null
}

interface BlurValidatedField {
  options: { validators?: { onBlur?: unknown } }
  validate: (cause: 'blur') => unknown
}

/**
 * A field validated on blur whose error is on show is checked again as the customer types, so the
 * error goes as soon as the value is right. Left to the blur, it would go while the customer presses
 * the submit button: the form below moves up under the pointer and the click misses the button.
 */
export function recheckShownError(field: BlurValidatedField, shownError: string | null): void {
  if (shownError && field.options.validators?.onBlur) field.validate('blur')
}
