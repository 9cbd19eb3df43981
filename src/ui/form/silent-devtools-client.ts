/**
 * Stands in for `@tanstack/devtools-event-client` in our builds (vite.config.ts, resolve.alias).
 * TanStack Form talks to TanStack's devtools through it in production too (TanStack/form#2132,
 * open): once a form appears it tries to reach them every second for five seconds, queues each state
 * of the form meanwhile (what is typed in a password field included) and sends events on the window.
 * We ship no devtools, so the client here hears nothing and says nothing. It has the methods
 * TanStack Form calls (`on`, `emit`) and the rest of the real client's public ones.
 */
export class EventClient {
  emit(): void {}

  on(): () => void {
    return () => {}
  }

  onAll(): () => void {
    return () => {}
  }

  onAllPluginEvents(): () => void {
    return () => {}
  }

  getPluginId(): string {
    return ''
  }
}
