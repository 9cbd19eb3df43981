import { expect, type Page } from '@playwright/test'

/** The shell's main menu (its links). */
export const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Menu principale' })

/** The top bar's Menu button (small screens only). */
export const menuButton = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true })

/**
 * Shows the shell's menu and answers it: on a small screen its links are behind the top bar's Menu
 * button, on a wide one they are always there (the side menu, no button).
 */
export async function openMenu(page: Page) {
  const button = menuButton(page)
  if (await button.isVisible()) {
    if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click()
  }
  await expect(mainMenu(page)).toBeVisible()
  return mainMenu(page)
}
