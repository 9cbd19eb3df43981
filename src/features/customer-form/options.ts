import type { County } from '../../api/schemas/store'
import type { SelectOption } from '../../ui/form/SelectField'

/** The server's option lists are single-key objects, `{ EMPLOYEE: 'Lavoratore dipendente' }`. */
export function optionsFromPairs(values: readonly Record<string, string>[]): SelectOption[] {
  return values.flatMap((pair) => Object.entries(pair).map(([value, label]) => ({ value, label })))
}

export function countyOptions(counties: readonly County[]): SelectOption[] {
  return counties.map((c) => ({ value: c.countyId, label: c.name }))
}

/**
 * The saved choice stays visible and selected even when the list has not loaded (offline) or no
 * longer has it: a select with no matching option would silently show another one.
 */
export function withCurrent(options: readonly SelectOption[], current: string): SelectOption[] {
  if (!current || options.some((o) => o.value === current)) return [...options]
  return [...options, { value: current, label: current }]
}
