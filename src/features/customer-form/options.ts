import { preferenceLabel } from '../../api/preference-labels'
import type { County } from '../../api/schemas/store'
import type { SelectOption } from '../../ui/form/SelectField'

/**
 * The server's preference option lists are single-key objects, `{ EMPLOYEE: 'Lavoratore dipendente' }`;
 * their labels are shown in the customer's language.
 */
export function preferenceChoices(values: readonly Record<string, string>[], locale: string): SelectOption[] {
  return values.flatMap((pair) =>
    Object.entries(pair).map(([value, label]) => ({ value, label: preferenceLabel(value, label, locale) })),
  )
}

export function countyOptions(counties: readonly County[]): SelectOption[] {
  return counties.map((c) => ({ value: c.countyId, label: c.name }))
}

/**
 * The saved choice stays visible and selected even when the list has not loaded (offline) or no
 * longer has it: a select with no matching option would silently show another one.
 */
export function withCurrent(
  options: readonly SelectOption[],
  current: string,
  labelOf: (value: string) => string = (value) => value,
): SelectOption[] {
  if (!current || options.some((o) => o.value === current)) return [...options]
  return [...options, { value: current, label: labelOf(current) }]
}
