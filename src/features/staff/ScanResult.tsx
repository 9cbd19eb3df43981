/** What the last scan or action did, in a live region: heard without moving the focus (WCAG 4.1.3). */
export interface Outcome {
  kind: 'done' | 'refused'
  text: string
}

export function ScanResult({ outcome }: { outcome: Outcome | null }) {
  return (
    <>
      <p className="staff-outcome staff-outcome--done" role="status">
        {outcome?.kind === 'done' ? outcome.text : ''}
      </p>
      <p className="staff-outcome staff-outcome--refused" role="alert">
        {outcome?.kind === 'refused' ? outcome.text : ''}
      </p>
    </>
  )
}
