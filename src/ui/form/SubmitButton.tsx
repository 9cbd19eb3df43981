import { useStore } from '@tanstack/react-form'
import type { ReactNode } from 'react'
import { useFormContext } from './context'

/** Submits the form; while it is being sent it says so and cannot be pressed twice. */
export function SubmitButton({ children, busyLabel }: { children: ReactNode; busyLabel: ReactNode }) {
  const form = useFormContext()
  const submitting = useStore(form.store, (s) => s.isSubmitting)
  return (
    <button type="submit" className="button" disabled={submitting} aria-busy={submitting || undefined}>
      {submitting ? busyLabel : children}
    </button>
  )
}
