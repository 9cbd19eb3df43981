import { type I18n, setupI18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { StaffAction, StaffOrderLine } from '../../../src/api/schemas/staff'
import { ActionHistory } from '../../../src/features/staff/ActionHistory'
import { PickingLine } from '../../../src/features/staff/PickingLine'
import { messages as enMessages } from '../../../src/locales/en/staff.po'
import { messages as itMessages } from '../../../src/locales/it/staff.po'
import { cheese, milk, pasta, today } from './fixtures'

/** The staff's words in either language: the actions from their codes, the pieces in the plural. */

const italian = setupI18n({ locale: 'it', messages: { it: itMessages } })
const english = setupI18n({ locale: 'en', messages: { en: enMessages } })

function inLanguage(i18n: I18n, ui: React.ReactNode) {
  return render(<I18nProvider i18n={i18n}>{ui}</I18nProvider>)
}

const at = `${today}T07:00:00.000Z`
const actions: StaffAction[] = [
  { at, staffName: 'Giulia', what: 'Iniziato il prelievo', code: 'started' },
  {
    at,
    staffName: 'Giulia',
    what: 'Prelevato: Fontina al banco × 2, 1234 g',
    code: 'pickedWeighed',
    values: { name: 'Fontina al banco', quantity: 2, grams: 1234 },
  },
  {
    at,
    staffName: 'Giulia',
    what: 'Scontrino emesso: 12,34 €',
    code: 'receipt',
    values: { totalCents: 1234 },
  },
  // Kept before the codes: as it was written.
  { at, staffName: 'Giulia', what: 'Prova' },
]

/** Each item's action, after "<time> · <who>: " (money's no-break spaces as spaces). */
const items = () =>
  screen.getAllByRole('listitem').map((item) =>
    item.textContent
      ?.replace(/\u00a0/g, ' ')
      .split(': ')
      .slice(1)
      .join(': '),
  )

describe('the action history', () => {
  it('says each action from its code in the screen’s language', () => {
    inLanguage(english, <ActionHistory actions={actions} />)
    expect(items()).toEqual([
      'Picking started',
      'Picked: Fontina al banco × 2, 1,234 g',
      'Receipt issued: €12.34',
      'Prova',
    ])
  })

  it('in Italian as the records say it', () => {
    inLanguage(italian, <ActionHistory actions={actions} />)
    expect(items()).toEqual([
      'Iniziato il prelievo',
      'Prelevato: Fontina al banco × 2, 1234 g',
      'Scontrino emesso: 12,34 €',
      'Prova',
    ])
  })
})

describe('a line’s pieces', () => {
  const quantityOf = (i18n: I18n, line: StaffOrderLine) => {
    const view = inLanguage(
      i18n,
      <ul>
        <PickingLine line={line} picking={false} busy={false} onPicked={() => {}} onMissing={() => {}} />
      </ul>,
    )
    const text = view.container.querySelector('.staff-line__quantity')?.textContent
    view.unmount()
    return text
  }

  it('are "1 pc", "2 pcs" in English and "1 pz", "2 pz" in Italian', () => {
    expect(quantityOf(english, pasta)).toBe('1 pc')
    expect(quantityOf(english, milk)).toBe('2 pcs')
    expect(quantityOf(english, cheese)).toBe('2 pcs, about 500 g')
    expect(quantityOf(english, { ...cheese, quantity: 1 })).toBe('1 pc, about 250 g')
    expect(quantityOf(italian, pasta)).toBe('1 pz')
    expect(quantityOf(italian, milk)).toBe('2 pz')
    expect(quantityOf(italian, cheese)).toBe('2 pz, circa 500 g')
  })
})
