import type { ConsoleMessage, Page } from '@playwright/test'

/**
 * The page's console errors and uncaught errors from now on (a hydration error is one of them). A
 * resource of another host that did not load is not one: the map's tiles, style and fonts are on the
 * internet, which the tests do not have (the app must work without them), and the browser logs each.
 */
export function pageProblems(page: Page): string[] {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' && !isForeignResourceFailure(message)) problems.push(message.text())
  })
  page.on('pageerror', (error) => problems.push(error.message))
  return problems
}

function isForeignResourceFailure(message: ConsoleMessage): boolean {
  if (!message.text().startsWith('Failed to load resource: net::')) return false
  const { url } = message.location()
  try {
    return new URL(url).hostname !== new URL(message.page()?.url() ?? url).hostname
  } catch {
    return false
  }
}
