import type { Page } from '@playwright/test'

/**
 * A barcode scanner types the code and Enter as a keyboard of its own, 5 ms a key by its own clock
 * (the browser's input timestamps), whatever the page is busy with meanwhile: Playwright's key
 * presses would be as far apart as the page lets them be, past the kiosk's 50 ms on a busy machine.
 * The keys are the browser's own: the digits reach a focused field, as a real scanner's do.
 */
export async function scannerTypes(page: Page, code: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page)
  const start = Date.now() / 1000
  const keysOfCode = [...code].map((digit) => ({
    key: digit,
    code: `Digit${digit}`,
    text: digit,
    vk: digit.charCodeAt(0),
  }))
  for (const [i, key] of [...keysOfCode, { key: 'Enter', code: 'Enter', text: '\r', vk: 13 }].entries()) {
    const timestamp = start + i * 0.005
    const event = { key: key.key, code: key.code, windowsVirtualKeyCode: key.vk }
    await cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', ...event, text: key.text, timestamp })
    await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', ...event, timestamp: timestamp + 0.002 })
  }
  await cdp.detach()
}
