import { useLingui } from '@lingui/react/macro'
import { type PointerEvent, useState } from 'react'
import { PAD_HEIGHT, PAD_WIDTH, type SamplePoint, type Stroke, strokePath } from './signature-svg'

/** A pointer sample in the pad's drawing space, whatever the pad's size on screen. */
function toSample(
  pad: SVGSVGElement,
  p: { clientX: number; clientY: number; pressure: number },
): SamplePoint {
  const rect = pad.getBoundingClientRect()
  const sx = rect.width > 0 ? PAD_WIDTH / rect.width : 1
  const sy = rect.height > 0 ? PAD_HEIGHT / rect.height : 1
  return [(p.clientX - rect.left) * sx, (p.clientY - rect.top) * sy, p.pressure || 0.5]
}

/**
 * Where the customer signs with a finger, a stylus or a mouse (pointer events; `touch-action: none`
 * keeps the page from scrolling under the finger). Each stroke ends when the pointer lifts.
 */
export function SignaturePad({
  strokes,
  onChange,
  describedBy,
  invalid,
}: {
  strokes: readonly Stroke[]
  onChange: (strokes: Stroke[]) => void
  describedBy?: string
  invalid?: boolean
}) {
  const { t } = useLingui()
  const [live, setLive] = useState<{ pointerId: number; stroke: Stroke } | null>(null)

  function start(e: PointerEvent<SVGSVGElement>) {
    if (live) return
    e.preventDefault()
    e.currentTarget.setPointerCapture?.(e.pointerId)
    const stroke = { points: [toSample(e.currentTarget, e)], simulatePressure: e.pointerType !== 'pen' }
    setLive({ pointerId: e.pointerId, stroke })
  }

  function move(e: PointerEvent<SVGSVGElement>) {
    if (!live || live.pointerId !== e.pointerId) return
    // A fast finger brings several samples per frame; all of them make a smoother line.
    const coalesced = e.nativeEvent.getCoalescedEvents?.() ?? []
    const samples = (coalesced.length > 0 ? coalesced : [e]).map((p) => toSample(e.currentTarget, p))
    setLive({
      pointerId: live.pointerId,
      stroke: { ...live.stroke, points: [...live.stroke.points, ...samples] },
    })
  }

  function end(e: PointerEvent<SVGSVGElement>) {
    if (!live || live.pointerId !== e.pointerId) return
    onChange([...strokes, live.stroke])
    setLive(null)
  }

  const shown = live ? [...strokes, live.stroke] : strokes
  return (
    <svg
      className={invalid ? 'signature-pad signature-pad--invalid' : 'signature-pad'}
      viewBox={`0 0 ${PAD_WIDTH} ${PAD_HEIGHT}`}
      preserveAspectRatio="none"
      role="img"
      aria-label={t`Spazio per la firma`}
      aria-describedby={describedBy}
      data-strokes={strokes.length}
      onPointerDown={start}
      onPointerMove={move}
      onPointerUp={end}
      onPointerCancel={end}
    >
      <line
        className="signature-pad__line"
        x1="40"
        x2={PAD_WIDTH - 40}
        y1={PAD_HEIGHT - 60}
        y2={PAD_HEIGHT - 60}
      />
      {shown.map((stroke, i) => (
        // Strokes are only ever appended or all cleared, so their position is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <path key={i} d={strokePath(stroke)} className="signature-pad__ink" />
      ))}
    </svg>
  )
}
