/**
 * Resolves in a new task: what ran before it ends there, so the browser may paint or answer a tap in
 * between (issue 16: no main-thread task over 50 ms at 4× CPU). A timer, not scheduler.yield(): a
 * tap that came meanwhile is then handled before the rest of the work, which is the point.
 */
export const nextTask = (): Promise<void> => new Promise<void>((resolve) => setTimeout(resolve, 0))
