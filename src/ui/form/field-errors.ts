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
