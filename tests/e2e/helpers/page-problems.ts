import type { Page } from '@playwright/test'

/** The page's console errors and uncaught errors from now on (a hydration error is one of them). */
export function pageProblems(page: Page): string[] {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text())
  })
  page.on('pageerror', (error) => problems.push(error.message))
  return problems
}
