import type { Burst } from '../../ui/scanner/scanner-burst'
import { useScannerBurst as useCodeBurst } from '../../ui/scanner/use-scanner-burst'
import { CARD_BURST } from './scanner-burst'

/**
 * Listens, whatever has the focus, for a loyalty card scanned by a barcode scanner
 * (src/ui/scanner/use-scanner-burst.ts with the kiosk's card rule).
 */
export function useScannerBurst(onCard: (burst: Burst) => void): void {
  useCodeBurst(CARD_BURST, onCard)
}
