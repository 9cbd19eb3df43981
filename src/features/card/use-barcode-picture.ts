import { useEffect, useState } from 'react'
import { BarcodeError, svgDataUrl } from './barcode-error'
import { loadBarcodeEncoder } from './load-barcode-encoder'
import { readSavedCard, saveBarcode } from './offline-card'
import { quickCardPicture } from './quick-card'

export type BarcodePicture =
  | { state: 'waiting' }
  | { state: 'drawing' }
  | { state: 'ready'; src: string }
  | { state: 'failed'; error: BarcodeError | null }

/**
 * The card's barcode as an image address. The copy saved on the device comes first: no encoder,
 * no network. Otherwise bwip-js is loaded only once the barcode is `wanted` (the customer turned
 * the card), the picture drawn and saved for next time. Nothing is kept in memory beyond the
 * screen, so a kiosk forgets it with the screen.
 */
export function useBarcodePicture(code: string, wanted: boolean): BarcodePicture {
  // The barcode the pre-boot view shows is the saved one: the page starts with it, with no gap.
  const [picture, setPicture] = useState<BarcodePicture>(() => {
    const shown = quickCardPicture(code)
    return shown ? { state: 'ready', src: shown } : { state: 'waiting' }
  })
  const drawn = picture.state === 'ready' || picture.state === 'failed'

  useEffect(() => {
    if (drawn) return
    let current = true
    void (async () => {
      const saved = await readSavedCard()
      if (saved?.card.code === code && saved.svg) {
        if (current) setPicture({ state: 'ready', src: svgDataUrl(saved.svg) })
        return
      }
      if (!wanted) return
      if (current) setPicture({ state: 'drawing' })
      try {
        const { barcodeSvg } = await loadBarcodeEncoder()
        const svg = barcodeSvg(code)
        if (current) setPicture({ state: 'ready', src: svgDataUrl(svg) })
        await saveBarcode(code, svg)
      } catch (error) {
        console.error('Card barcode not drawn', error)
        if (current) setPicture({ state: 'failed', error: error instanceof BarcodeError ? error : null })
      }
    })()
    return () => {
      current = false
    }
  }, [code, wanted, drawn])

  // A new code (a replaced card) starts again.
  const [shownCode, setShownCode] = useState(code)
  if (shownCode !== code) {
    setShownCode(code)
    setPicture({ state: 'waiting' })
  }
  return picture
}
