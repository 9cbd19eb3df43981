import { Trans, useLingui } from '@lingui/react/macro'
import { type ReactNode, useEffect, useState } from 'react'
import { isIsoDate, italianToIsoDate } from '../../api/rules'
import { FieldFrame } from './FieldFrame'
import { recheckShownError } from './field-errors'
import { useFieldControl } from './use-field-control'
import './date-field.css'

/** What is typed so far of dd/MM/yyyy, slashes included (1/2/1980 too). */
const PROGRESSIVE_DATE = /^\d{0,2}(\/\d{0,2}(\/\d{0,4})?)?$/

/**
 * Slashes come by themselves while digits are typed (01021980 → 01/02/1980); what the customer
 * writes with slashes in their places is left as written.
 */
export function withDateSlashes(typed: string): string {
  if (!/^[\d/]*$/.test(typed) || (typed.includes('/') && PROGRESSIVE_DATE.test(typed))) return typed
  const digits = typed.replace(/\//g, '').slice(0, 8)
  if (digits.length <= 2) return digits
  if (digits.length <= 4) return `${digits.slice(0, 2)}/${digits.slice(2)}`
  return `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`
}

/** yyyy-MM-dd as Italians write it; anything else (what is being typed) as it is. */
export function isoToItalianDate(value: string): string {
  if (!isIsoDate(value)) return value
  const [y, m, d] = value.split('-')
  return `${d}/${m}/${y}`
}

/** What the form holds: yyyy-MM-dd once the text is a real day, until then the text itself. */
const formValue = (text: string) => italianToIsoDate(text.trim()) ?? text.trim()

const pad = (n: string) => n.padStart(2, '0')

/** Day, month and year read from what is typed, for the lists (empty when not readable). */
function parts(text: string): { day: string; month: string; year: string } {
  const [d = '', m = '', y = ''] = text.split('/')
  const ok = (s: string, min: number, max: number) => (/^\d+$/.test(s) && +s >= min && +s <= max ? s : '')
  return {
    day: ok(d, 1, 31) && pad(d),
    month: ok(m, 1, 12) && pad(m),
    year: y.length === 4 ? ok(y, 1, 9999) : '',
  }
}

function monthList(locale: string): { value: string; label: string }[] {
  const monthName = new Intl.DateTimeFormat(locale || 'it', { month: 'long' })
  return Array.from({ length: 12 }, (_, i) => ({
    value: pad(String(i + 1)),
    label: monthName.format(new Date(2000, i, 1)),
  }))
}

export interface DateFieldProps {
  label: ReactNode
  hint?: ReactNode
  required?: boolean
  autoComplete?: string
  /** Also offer day, month and one of these years from lists (a touch screen with no keyboard). */
  lists?: { years: readonly number[]; legend: ReactNode }
}

/**
 * A date written dd/MM/yyyy whatever the browser's language, with the slashes put in while typing
 * on a numeric keypad. The form gets yyyy-MM-dd, the API's format, once the text is a real day;
 * until then it gets the text, which the form's rule calls not a date.
 */
export function DateField({ label, hint, required, autoComplete = 'off', lists }: DateFieldProps) {
  const { t, i18n } = useLingui()
  const { field, error, id, controlProps } = useFieldControl<string>(required)
  const value = field.state.value ?? ''
  const [text, setText] = useState(() => isoToItalianDate(value))
  // A value set from outside (a reset, a card's data) replaces the text; one typed here does not.
  useEffect(() => {
    setText((shown) => (formValue(shown) === value ? shown : isoToItalianDate(value)))
  }, [value])
  const [listed, setListed] = useState(() => parts(text))
  useEffect(() => setListed(parts(text)), [text])

  function write(next: string) {
    setText(next)
    field.handleChange(formValue(next))
    recheckShownError(field, error)
  }

  function choose(part: 'day' | 'month' | 'year', next: string) {
    const all = { ...listed, [part]: next }
    setListed(all)
    if (all.day && all.month && all.year) {
      write(`${all.day}/${all.month}/${all.year}`)
      field.handleBlur()
    }
  }

  const list = (
    part: 'day' | 'month' | 'year',
    name: ReactNode,
    options: { value: string; label: string }[],
  ) => (
    <label className="date-field__part">
      <span>{name}</span>
      <select
        className="field__input"
        value={listed[part]}
        autoComplete="off"
        onChange={(e) => choose(part, e.target.value)}
      >
        <option value="">–</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  )

  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} required={required}>
      {(describedBy) => (
        <>
          <input
            {...controlProps(describedBy)}
            className="field__input"
            value={text}
            inputMode="numeric"
            placeholder={t`gg/mm/aaaa`}
            maxLength={10}
            autoComplete={autoComplete}
            // A date the browser fills in as yyyy-MM-dd is shown as Italians write it.
            onChange={(e) =>
              write(
                isIsoDate(e.target.value)
                  ? isoToItalianDate(e.target.value)
                  : withDateSlashes(e.target.value),
              )
            }
          />
          {lists && (
            <fieldset className="date-field__lists">
              <legend className="visually-hidden">{lists.legend}</legend>
              {list(
                'day',
                <Trans>Giorno</Trans>,
                Array.from({ length: 31 }, (_, i) => ({
                  value: pad(String(i + 1)),
                  label: pad(String(i + 1)),
                })),
              )}
              {list('month', <Trans>Mese</Trans>, monthList(i18n.locale))}
              {list(
                'year',
                <Trans>Anno</Trans>,
                lists.years.map((y) => ({ value: String(y), label: String(y) })),
              )}
            </fieldset>
          )}
        </>
      )}
    </FieldFrame>
  )
}
