/** Small helpers shared by the bench's measures: it reports figures, it never asserts them. */

/** Kilobytes with one decimal, as the tables print them. */
export const kb = (bytes: number): number => Math.round((bytes / 1024) * 10) / 10

/**
 * The median (the upper one for an even count). The machine is shared and noisy: a median of a few
 * runs is steadier than a mean, which one stalled run drags away.
 */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}

/** How every target is printed: met or not, never thrown. */
export const verdict = (ok: boolean): string => (ok ? 'on target' : 'OFF TARGET')

/** A whole number of runs from the environment, or the default; a bad value is an error, not NaN runs. */
export function runsFromEnv(name: string, fallback: number): number {
  const raw = process.env[name]
  if (raw === undefined || raw === '') return fallback
  const runs = Number(raw)
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`${name} must be a whole number ≥ 1, not "${raw}"`)
  return runs
}
