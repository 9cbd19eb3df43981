import type { StaffOrderLine } from '../../api/schemas/staff'

/** Where a line stands in the picking: still to do, or done one of three ways. */
export type LineState = 'open' | 'picked' | 'substituted' | 'missing'

export function lineState(line: StaffOrderLine): LineState {
  if (line.substitute) return 'substituted'
  if (line.missing) return 'missing'
  if (line.picked) return 'picked'
  return 'open'
}

/** The grams a weighed line is expected to weigh: a piece's estimate times the pieces ordered. */
export function estimatedGrams(
  line: Pick<StaffOrderLine, 'estimatedWeightGrams' | 'quantity'>,
): number | null {
  return line.estimatedWeightGrams ? line.estimatedWeightGrams * line.quantity : null
}

/** How far from the estimate a weight may be before the picker is asked to confirm it. */
export const WEIGHT_TOLERANCE = 0.3

/** Beyond ±30% of the estimate: likely a slip of the scale or of the finger (docs/ordering.md). */
export function isFarFromEstimate(grams: number, estimate: number | null): boolean {
  if (!estimate) return false
  return Math.abs(grams - estimate) > estimate * WEIGHT_TOLERANCE
}

/** A department's lines, under the name the store's aisles give it. */
export interface DepartmentLines {
  code: string
  name: string
  lines: StaffOrderLine[]
}

/** Lines by department, in the order the departments first appear (the store's walk). */
export function byDepartment(lines: readonly StaffOrderLine[]): DepartmentLines[] {
  const groups = new Map<string, DepartmentLines>()
  for (const line of lines) {
    const group = groups.get(line.department) ?? {
      code: line.department,
      name: line.departmentName,
      lines: [],
    }
    group.lines.push(line)
    groups.set(line.department, group)
  }
  return [...groups.values()]
}
