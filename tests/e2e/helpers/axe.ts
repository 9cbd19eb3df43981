import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/** The WCAG 2.2 AA rules axe checks (issue: "axe finds nothing on any screen"). */
export const WCAG = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']

/** axe on the page as it is now: nothing found, or each rule with the elements that break it. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG).analyze()
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}
