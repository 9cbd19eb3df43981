import type { ReactNode } from 'react'
import { useFieldControl } from './use-field-control'
import './radio-group.css'

export interface RadioOption {
  value: string
  label: ReactNode
  /** A line under the label (a price, why the choice is not available). */
  description?: ReactNode
  /** Shown but not choosable: a full window, a voucher the points do not reach. */
  disabled?: boolean
}

export interface RadioGroupFieldProps {
  legend: ReactNode
  options: readonly RadioOption[]
  hint?: ReactNode
  required?: boolean
  /** Options side by side where they fit (short labels: days, modes). */
  inline?: boolean
}

/**
 * One choice among a few, as radio buttons in a fieldset: the legend names the question, arrow keys
 * move between the choices (the browser's own radio group), the error is read with the first radio.
 * Rendered inside a `form.AppField` (it reads the field from its context); not one of useAppForm's
 * registered components, so only the pages that use it carry it.
 */
export function RadioGroupField({ legend, options, hint, required, inline }: RadioGroupFieldProps) {
  const { field, error, id, controlProps } = useFieldControl<string>(required)
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const classes = [
    'field',
    'field--radios',
    inline ? 'field--radios-inline' : '',
    error ? 'field--invalid' : '',
  ]
  return (
    <fieldset className={classes.filter(Boolean).join(' ')} aria-describedby={hintId}>
      <legend className="field__label">
        {legend}
        {required && (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </legend>
      {hint && (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      )}
      <div className="field__radios">
        {options.map((option, index) => {
          const optionId = `${id}-${option.value}`
          const descriptionId = option.description ? `${optionId}-description` : undefined
          // No early-input ref: what was typed before the app started is text, never a choice.
          const { ref: _early, ...props } = controlProps(
            [descriptionId, errorId].filter(Boolean).join(' ') || undefined,
          )
          return (
            <div
              key={option.value}
              className={option.disabled ? 'field__radio field__radio--disabled' : 'field__radio'}
            >
              <input
                {...props}
                // The first radio carries the field's id: a refused submit focuses it (aria-invalid).
                id={index === 0 ? id : optionId}
                type="radio"
                value={option.value}
                checked={field.state.value === option.value}
                disabled={option.disabled}
                onChange={() => field.handleChange(option.value)}
              />
              <label htmlFor={index === 0 ? id : optionId}>
                <span className="field__radio-label">{option.label}</span>
                {option.description && (
                  <span className="field__hint" id={descriptionId}>
                    {option.description}
                  </span>
                )}
              </label>
            </div>
          )
        })}
      </div>
      {error && (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      )}
    </fieldset>
  )
}
