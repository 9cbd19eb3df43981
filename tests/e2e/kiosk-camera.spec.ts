import { writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { CHROMIUM, CHROMIUM_FLAGS } from '../../scripts/chromium'
import { expectNoAxeViolations } from './helpers/axe'
import { GIUSEPPE } from './helpers/customers'
import { ean13Y4m } from './helpers/ean13-raster'

/**
 * A kiosk with a camera: Chromium's fake camera plays a video of Giuseppe's card held up to it.
 * Chromium on Linux has no BarcodeDetector, so this is the JavaScript reader's path.
 */
const video = join(tmpdir(), `tessera-card-${process.pid}.y4m`)
writeFileSync(video, ean13Y4m(GIUSEPPE.card))

test.use({
  viewport: { width: 1080, height: 1920 },
  deviceScaleFactor: 1,
  isMobile: false,
  hasTouch: true,
  launchOptions: {
    executablePath: CHROMIUM,
    args: [
      ...CHROMIUM_FLAGS,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  },
})

test('"Scansiona la carta" reads the card through the camera, fills the login, and switches the camera off', async ({
  page,
}) => {
  // The streams the page opens, to see that the camera is switched off.
  await page.addInitScript(() => {
    const open = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices)
    const opened: MediaStream[] = []
    Object.assign(window, { openedStreams: opened })
    navigator.mediaDevices.getUserMedia = async (constraints) => {
      const stream = await open(constraints)
      opened.push(stream)
      return stream
    }
  })
  await page.goto('/app/totem?storeId=21')
  const scan = page.getByRole('button', { name: 'Scansiona la carta' })
  await scan.tap()
  const dialog = page.getByRole('dialog', { name: 'Scansiona la carta' })
  await expect(dialog).toBeVisible()
  // The card is read: on to the login with the number filled in and the surname next.
  await expect(page).toHaveURL(/\/app\/totem\/login$/)
  await expect(dialog).toHaveCount(0)
  await expect(page.getByLabel(/^Numero della carta/)).toHaveValue(GIUSEPPE.card)
  await expect(page.getByLabel(/^Cognome/)).toBeFocused()
  // The camera is off once the card is read: its one stream has no live track.
  const tracks = await page.evaluate(() =>
    (window as unknown as { openedStreams: MediaStream[] }).openedStreams.flatMap((stream) =>
      stream.getTracks().map((track) => track.readyState),
    ),
  )
  expect(tracks).toEqual(['ended'])
  await expectNoAxeViolations(page)
})

test('the camera dialog passes axe while it looks, and Annulla closes it', async ({ page }) => {
  await page.goto('/app/totem/login?storeId=21')
  // A frame with no card: the dialog keeps looking.
  await page.evaluate(() => {
    // The frames the reader gets are blank: the card is "not yet" held up.
    CanvasRenderingContext2D.prototype.drawImage = function (this: CanvasRenderingContext2D) {
      this.fillStyle = '#fff'
      this.fillRect(0, 0, this.canvas.width, this.canvas.height)
    } as CanvasRenderingContext2D['drawImage']
  })
  await page.getByRole('button', { name: 'Scansiona la carta' }).tap()
  const dialog = page.getByRole('dialog', { name: 'Scansiona la carta' })
  await expect(dialog.getByRole('status')).toHaveText('Cerco il codice a barre…')
  await expectNoAxeViolations(page)
  await dialog.getByRole('button', { name: 'Annulla' }).tap()
  await expect(dialog).toHaveCount(0)
  await expect(page.getByLabel(/^Numero della carta/)).toHaveValue('')
})
