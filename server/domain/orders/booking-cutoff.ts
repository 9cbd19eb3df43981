/**
 * A store stops taking orders for a window, and its customers stop cancelling them, a number of hours
 * before the window starts (its booking cut-off, a store setting). Listing, placement and cancellation
 * all read it from here, so they cannot disagree by a millisecond: at the very instant the booking
 * closes the window is still open.
 */
const HOUR_MS = 3_600_000

/** The last instant a window can be booked, or an order for it cancelled by its customer. */
export function bookingClosesAt(windowStart: Date, cutoffHours: number): Date {
  return new Date(windowStart.getTime() - cutoffHours * HOUR_MS)
}

/** Whether the booking of the window has closed at `at`. */
export function pastCutoff(windowStart: Date, cutoffHours: number, at: Date): boolean {
  return at.getTime() > bookingClosesAt(windowStart, cutoffHours).getTime()
}

/**
 * The same rule read the other way, for a query over windows: at `at`, a window can be booked when
 * it starts at this instant or later.
 */
export function earliestBookableStart(at: Date, cutoffHours: number): Date {
  return new Date(at.getTime() + cutoffHours * HOUR_MS)
}
