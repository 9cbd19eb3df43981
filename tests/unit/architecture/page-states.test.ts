import { describe, expect, it } from 'vitest'
import { findRetryBlocks } from '../../../scripts/check-page-states'

const file = (path: string, text: string) => ({ path, text })

/** A failure notice as the pages wrote them before the kit: what `npm run check` must refuse. */
const copiedBlock = [
  "import { Trans } from '@lingui/react/macro'",
  'export function Failed({ query }) {',
  '  return (',
  '    <div className="coupons__notice">',
  '      <p><Trans>I buoni non sono disponibili.</Trans></p>',
  '      <button type="button" className="button" onClick={() => void query.refetch()}>',
  '        <Trans>Riprova</Trans>',
  '      </button>',
  '    </div>',
  '  )',
  '}',
].join('\n')

describe('the page states come from the kit', () => {
  it('refuses a retry block copied into a feature: its label and its refetch button', () => {
    const planted = file('src/features/coupons/CouponsPage.tsx', copiedBlock)
    expect(findRetryBlocks([planted])).toEqual([
      expect.objectContaining({ file: 'src/features/coupons/CouponsPage.tsx', line: 6 }),
      expect.objectContaining({ file: 'src/features/coupons/CouponsPage.tsx', line: 7, found: '>Riprova<' }),
    ])
  })

  it('refuses the label however it is written: a t or msg template, a string, other case', () => {
    const planted = file(
      'src/features/coupons/labels.ts',
      [
        'const a = t`Riprova`',
        'const b = msg`Riprova`',
        "const c = { label: 'riprova' }",
        '<button aria-label="Riprova">↻</button>',
        '<button>',
        '  RIPROVA.',
        '</button>',
      ].join('\n'),
    )
    expect(findRetryBlocks([planted]).map((block) => block.line)).toEqual([1, 2, 3, 4, 5])
  })

  it('lets the kit draw its button, prose speak of trying again, and comments say anything', () => {
    const kit = file('src/ui/query-state/QueryState.tsx', copiedBlock)
    const prose = file(
      'src/features/stores/StoresPage.tsx',
      [
        '<Trans>',
        '  Sei offline e questo elenco non è ancora salvato sul dispositivo. Riprova con la rete.',
        '</Trans>',
        '<Trans>Non è stato possibile caricare gli altri: riprova.</Trans>',
        '// "Riprova" (a new attempt) loads it again: onClick={() => void query.refetch()}',
        '/* <Trans>Riprova</Trans> */',
        '<FailedNotice onRetry={() => void query.refetch()}>…</FailedNotice>',
      ].join('\n'),
    )
    expect(findRetryBlocks([kit, prose])).toEqual([])
  })
})
