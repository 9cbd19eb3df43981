import { Trans, useLingui } from '@lingui/react/macro'
import { useStore } from '@tanstack/react-form'
import { useEffect, useState } from 'react'
import { ADULT_AGE } from '../../api/rules'
import { useFieldContext } from '../../ui/form/context'
import { FieldFrame } from '../../ui/form/FieldFrame'
import { firstError } from '../../ui/form/field-errors'

/** SPEC §9: the date picker's year list spans 100 years. */
export const YEAR_LIST_LENGTH = 100

/**
 * The years of the list, newest first. Only adults sign up (SPEC §8, code 28), so the list starts
 * at the year of those turning 18 this year rather than with 18 years nobody may choose.
 */
export function yearList(now: Date = new Date()): number[] {
  const newest = now.getFullYear() - ADULT_AGE
  return Array.from({ length: YEAR_LIST_LENGTH }, (_, i) => newest - i)
}

/** What is typed so far of dd/MM/yyyy, slashes included (1/2/1980 too). */
const PROGRESSIVE_DATE = /^\d{0,2}(\/\d{0,2}(\/\d{0,4})?)?$/

/**
 * Slashes come by themselves while digits are typed on the kiosk's keypad (01021980 → 01/02/1980);
 * what the customer writes with slashes in their places is left as written.
 */
export function withDateSlashes(typed: string): string {
  if (!/^[\d/]*$/.test(typed) || (typed.includes('/') && PROGRESSIVE_DATE.test(typed))) return typed
  const digits = typed.replace(/\//g, '').slice(0, 8)
  if (digits.length <= 2) return digits
  if (digits.length <= 4) return `${digits.slice(0, 2)}/${digits.slice(2)}`
  return `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`
}

const pad = (n: string) => n.padStart(2, '0')

/** Day, month and year read from what is typed, for the lists (empty when not readable). */
function parts(value: string): { day: string; month: string; year: string } {
  const [d = '', m = '', y = ''] = value.split('/')
  const ok = (s: string, min: number, max: number) => (/^\d+$/.test(s) && +s >= min && +s <= max ? s : '')
  return {
    day: ok(d, 1, 31) && pad(d),
    month: ok(m, 1, 12) && pad(m),
    year: y.length === 4 ? ok(y, 1, 9999) : '',
  }
}

/**
 * The kiosk's birth date (SPEC §5 "Kiosk sign-up"): typed as dd/MM/yyyy, or chosen from day, month
 * and a year list of 100 years. The field's value is always the dd/MM/yyyy text; the form's rule
 * (no future date, a real day) checks it.
 */
export function KioskBirthDateField() {
  const { t, i18n } = useLingui()
  const field = useFieldContext<string>()
  const errors = useStore(field.store, (s) => s.meta.errors)
  const touched = useStore(field.store, (s) => s.meta.isTouched)
  const error = touched ? firstError(errors) : null
  const id = `field-${field.form.formId}-${field.name}`
  const value = field.state.value ?? ''
  const [chosen, setChosen] = useState(() => parts(value))
  // Typing updates the lists; a list choice writes the text once day, month and year are chosen.
  useEffect(() => setChosen(parts(value)), [value])

  function choose(part: 'day' | 'month' | 'year', next: string) {
    const all = { ...chosen, [part]: next }
    setChosen(all)
    if (all.day && all.month && all.year) {
      field.handleChange(`${all.day}/${all.month}/${all.year}`)
      field.handleBlur()
    }
  }

  const monthName = new Intl.DateTimeFormat(i18n.locale || 'it', { month: 'long' })
  const months = Array.from({ length: 12 }, (_, i) => ({
    value: pad(String(i + 1)),
    label: monthName.format(new Date(2000, i, 1)),
  }))
  const days = Array.from({ length: 31 }, (_, i) => pad(String(i + 1)))

  return (
    <FieldFrame
      id={id}
      label={t`Data di nascita`}
      hint={t`Scrivila come gg/mm/aaaa (per esempio 09/03/1988) o sceglila dagli elenchi. La carta è riservata ai maggiorenni.`}
      error={error}
      required
    >
      {(describedBy) => (
        <>
          <input
            id={id}
            name={field.name}
            className="field__input"
            value={value}
            inputMode="numeric"
            placeholder={t`gg/mm/aaaa`}
            maxLength={10}
            autoComplete="off"
            onChange={(e) => field.handleChange(withDateSlashes(e.target.value))}
            onBlur={field.handleBlur}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            aria-required
          />
          <fieldset className="kiosk-date">
            <legend className="visually-hidden">
              <Trans>Scegli la data di nascita dagli elenchi</Trans>
            </legend>
            <label className="kiosk-date__part">
              <span>
                <Trans>Giorno</Trans>
              </span>
              <select
                className="field__input"
                value={chosen.day}
                autoComplete="off"
                onChange={(e) => choose('day', e.target.value)}
              >
                <option value="">–</option>
                {days.map((d) => (
                  <option key={d} value={d}>
                    {d}
                  </option>
                ))}
              </select>
            </label>
            <label className="kiosk-date__part">
              <span>
                <Trans>Mese</Trans>
              </span>
              <select
                className="field__input"
                value={chosen.month}
                autoComplete="off"
                onChange={(e) => choose('month', e.target.value)}
              >
                <option value="">–</option>
                {months.map((m) => (
                  <option key={m.value} value={m.value}>
                    {m.label}
                  </option>
                ))}
              </select>
            </label>
            <label className="kiosk-date__part">
              <span>
                <Trans>Anno</Trans>
              </span>
              <select
                className="field__input"
                value={chosen.year}
                autoComplete="off"
                onChange={(e) => choose('year', e.target.value)}
              >
                <option value="">–</option>
                {yearList().map((y) => (
                  <option key={y} value={String(y)}>
                    {y}
                  </option>
                ))}
              </select>
            </label>
          </fieldset>
        </>
      )}
    </FieldFrame>
  )
}
