/**
 * A card scanned on the kiosk's home, handed to the login page that opens next: in memory only,
 * taken once (never in the address, where a proxy's log or the history would keep it).
 */
let scanned: string | null = null

export const scannedCard = {
  hand(code: string): void {
    scanned = code
  },
  take(): string | null {
    const code = scanned
    scanned = null
    return code
  },
}
