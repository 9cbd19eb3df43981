import { useEffect, useState } from 'react'
import { BarcodeError, svgDataUrl } from './barcode-error'
import { readSavedCard } from './offline-card'

export type BarcodePicture =
  | { state: 'drawing' }
  | { state: 'ready'; src: string }
  | { state: 'failed'; error: BarcodeError | null }

async function draw(code: string): Promise<string> {
  // The copy kept for the till first: no encoder to load, no network needed.
  const saved = await readSavedCard()
  if (saved?.card.code === code) return saved.svg
  const { barcodeSvg } = await import('./barcode')
  return barcodeSvg(code)
}

/**
 * The card's barcode as an image address: the copy saved on the device, or drawn by bwip-js (loaded
 * only then). Nothing is kept in memory beyond the screen, so a kiosk forgets it with the screen.
 */
export function useBarcodePicture(code: string): BarcodePicture {
  const [picture, setPicture] = useState<BarcodePicture>({ state: 'drawing' })
  useEffect(() => {
    let current = true
    setPicture({ state: 'drawing' })
    draw(code).then(
      (svg) => {
        if (current) setPicture({ state: 'ready', src: svgDataUrl(svg) })
      },
      (error: unknown) => {
        console.error('Card barcode not drawn', error)
        if (current) setPicture({ state: 'failed', error: error instanceof BarcodeError ? error : null })
      },
    )
    return () => {
      current = false
    }
  }, [code])
  return picture
}
