/**
 * Whether the store's live stream (GET /cli/staff/events) is connected: while it is, the queue needs
 * no polling; while it is not, the queue falls back to a refetch on focus and every 30 s.
 */
export function useStaffLive(): boolean {
  return false
}
