import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { GhsPictogram, SignalWord } from '../../../api/schemas/food-label'

/** The pictograms' names as CLP gives them (Annex V), in the app's language. */
const PICTOGRAM_NAMES: Record<GhsPictogram, MessageDescriptor> = {
  GHS01: msg`Bomba che esplode`,
  GHS02: msg`Fiamma`,
  GHS03: msg`Fiamma sopra un cerchio`,
  GHS04: msg`Bombola per gas`,
  GHS05: msg`Corrosione`,
  GHS06: msg`Teschio e tibie incrociate`,
  GHS07: msg`Punto esclamativo`,
  GHS08: msg`Pericolo per la salute`,
  GHS09: msg`Ambiente`,
}

/**
 * The symbols, drawn here in black in a 100 × 100 box (simplified: the label itself is the maker's);
 * the ones the demo does not use are the code in the diamond.
 */
const SYMBOLS: Partial<Record<GhsPictogram, ReactNode>> = {
  GHS02: (
    <>
      <path d="M50 22c4 12 16 18 16 34a16 16 0 0 1-32 0c0-8 4-12 7-16 1 6 4 9 7 9-3-9-2-18 2-27z" />
      <rect x="32" y="72" width="36" height="5" />
    </>
  ),
  GHS05: (
    <>
      {/* Two tubes pouring drops on a surface and on a hand, both eaten away. */}
      <rect x="28" y="18" width="8" height="20" transform="rotate(-35 32 28)" />
      <rect x="62" y="18" width="8" height="20" transform="rotate(35 66 28)" />
      <circle cx="40" cy="44" r="2.5" />
      <circle cx="40" cy="52" r="2.5" />
      <circle cx="60" cy="44" r="2.5" />
      <circle cx="60" cy="52" r="2.5" />
      <path d="M24 60h14l2 4 2-4h4v8H24z" />
      <path d="M54 60h4l2 4 2-4h14v4l-6 4H54z" />
      <rect x="24" y="72" width="52" height="4" />
    </>
  ),
  GHS07: (
    <>
      <rect x="45" y="24" width="10" height="34" rx="3" />
      <circle cx="50" cy="68" r="6" />
    </>
  ),
  GHS09: (
    <>
      <path d="M34 74V38l-8-8 3-3 5 5v-8h4v12l6-6 3 3-9 9v32z" />
      <path d="M50 66c6-8 18-8 24 0-6 8-18 8-24 0zm24 0 6-5v10z" />
      <rect x="24" y="74" width="56" height="4" />
    </>
  ),
}

function Pictogram({ code }: { code: GhsPictogram }) {
  const { i18n } = useLingui()
  const name = i18n._(PICTOGRAM_NAMES[code])
  const symbol = SYMBOLS[code]
  return (
    <li className="hazard-pictogram">
      <svg viewBox="0 0 100 100" width="56" height="56" role="img" aria-label={`${code}: ${name}`}>
        <path
          d="M50 4 96 50 50 96 4 50z"
          fill="#fff"
          stroke="#e2001a"
          strokeWidth="7"
          strokeLinejoin="round"
        />
        {symbol ? (
          <g fill="#000">{symbol}</g>
        ) : (
          <text x="50" y="56" textAnchor="middle" fontSize="16" fontWeight="700">
            {code}
          </text>
        )}
      </svg>
      <span className="hazard-pictogram__name" aria-hidden="true">
        {name}
      </span>
    </li>
  )
}

/**
 * A product's CLP signal word and hazard pictograms (Regulation 1272/2008 art. 20 and 19), as its
 * label shows them above the hazard statements: the pictograms as images named by their code and
 * name, so a screen reader says them too.
 */
export function HazardPictograms({
  signalWord,
  pictograms,
}: {
  signalWord: SignalWord | null
  pictograms: readonly GhsPictogram[]
}) {
  const { t } = useLingui()
  if (!signalWord && pictograms.length === 0) return null
  return (
    <div className="hazard-signal">
      {signalWord && (
        <p className="hazard-signal__word">
          <strong>{signalWord === 'DANGER' ? <Trans>Pericolo</Trans> : <Trans>Attenzione</Trans>}</strong>
        </p>
      )}
      {pictograms.length > 0 && (
        <ul className="hazard-signal__pictograms" aria-label={t`Pittogrammi di pericolo`}>
          {pictograms.map((code) => (
            <Pictogram key={code} code={code} />
          ))}
        </ul>
      )}
    </div>
  )
}
