import { useRouteContext } from '@tanstack/react-router'

/**
 * The channel the page runs in — `web`, `Android`, `iOS` (the mobile app's web view) or `totem` (the
 * kiosk) — as the router decided it (src/app/channel.ts).
 */
export function useChannel() {
  return useRouteContext({ from: '__root__', select: (context) => context.channel })
}
