import type { Ref } from 'react'

/** What the last scan or action did, in a live region: heard without moving the focus (WCAG 4.1.3). */
export interface Outcome {
  kind: 'done' | 'refused'
  text: string
}

export function ScanResult({
  outcome,
  refusedRef,
}: {
  outcome: Outcome | null
  /** The refusal's line, for the page to move the focus to when nothing better says what to do. */
  refusedRef?: Ref<HTMLParagraphElement>
}) {
  return (
    <>
      <p className="staff-outcome staff-outcome--done" role="status">
        {outcome?.kind === 'done' ? outcome.text : ''}
      </p>
      <p className="staff-outcome staff-outcome--refused" role="alert" ref={refusedRef} tabIndex={-1}>
        {outcome?.kind === 'refused' ? outcome.text : ''}
      </p>
    </>
  )
}
