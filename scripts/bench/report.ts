import { verdict } from './stats'

/** One printed figure: its value, and issue 16's target with the verdict when it has one. */
export interface Row {
  figure: string
  value: string
  target: string
  verdict: string
}

/** A figure with a target: the verdict is computed here, so no table can print one without the other. */
export const targeted = (figure: string, value: string, target: string, ok: boolean): Row => ({
  figure,
  value,
  target,
  verdict: verdict(ok),
})

/** A figure reported for information (a floor, a breakdown): no target, no verdict. */
export const reported = (figure: string, value: string): Row => ({ figure, value, target: '', verdict: '' })

const COLUMNS = ['figure', 'value', 'target', 'verdict'] as const

/**
 * A Markdown table with aligned columns: readable in a terminal, and pasted as it is into the
 * README's measures table or an issue.
 */
export function printTable(title: string, rows: readonly Row[]): void {
  const widths = COLUMNS.map((column) => Math.max(column.length, ...rows.map((row) => row[column].length)))
  const line = (cells: readonly string[]) =>
    `| ${cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(' | ')} |`
  console.log(`\n${title}\n`)
  console.log(line(COLUMNS))
  console.log(line(widths.map((width) => '-'.repeat(width))))
  for (const row of rows) console.log(line(COLUMNS.map((column) => row[column])))
}
