export interface CountedOption {
  value: string
  label: string
  /** How many things the choice keeps, shown beside its name: "Latte (12)". */
  count: number
}

interface CountedSelectProps {
  id: string
  /** The chosen value; '' is "all". */
  value: string
  onChange: (value: string) => void
  /** The name of the "all" choice, the first one. */
  allLabel: string
  /** undefined while they are coming. */
  options: readonly CountedOption[] | undefined
}

/**
 * A filter's select with a count beside each choice. A value the list does not hold (an address
 * from an old link, or the options still coming) stays chosen and listed under its own value, so
 * the select never shows a choice other than the filter in force.
 */
export function CountedSelect({ id, value, onChange, allLabel, options }: CountedSelectProps) {
  return (
    <select id={id} className="field__input" value={value} onChange={(event) => onChange(event.target.value)}>
      <option value="">{allLabel}</option>
      {(options ?? []).map((option) => (
        <option key={option.value} value={option.value}>
          {option.label} ({option.count})
        </option>
      ))}
      {value && !options?.some((option) => option.value === value) && <option value={value}>{value}</option>}
    </select>
  )
}
