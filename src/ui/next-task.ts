/**
 * Resolves in a new task: what ran before it ends there, so the browser may paint or answer a tap in
 * between (issue 16: no main-thread task over 50 ms at 4× CPU). A timer, not scheduler.yield(): a
 * tap that came meanwhile is then handled before the rest of the work, which is the point.
 */
export const nextTask = (): Promise<void> => new Promise<void>((resolve) => setTimeout(resolve, 0))

/**
 * Runs `work` in a task after the next frame is painted: what a tap shows at once (a ticked box) is
 * drawn first, and the work its change sets off (a list's re-render, kept copies) comes after, out of
 * the tap's Interaction to Next Paint (issue 33). Without frames (a test's DOM) it is a new task.
 */
export function afterNextPaint(work: () => void): void {
  if (typeof requestAnimationFrame !== 'function') {
    setTimeout(work, 0)
    return
  }
  requestAnimationFrame(() => setTimeout(work, 0))
}
