/**
 * What the kiosk keeps about itself (never about a customer): the store it stands in, read from
 * `?storeId=` and kept across restarts, and that this browser tab is a kiosk, so that it never
 * leaves /totem. The DIGI flow's "upgrade next" flag lives in memory.
 */
const STORE_KEY = 'tessera.kiosk.storeId'
const MODE_KEY = 'tessera.kiosk'

export const kioskState = {
  storeId: (): string | null => globalThis.localStorage?.getItem(STORE_KEY) ?? null,
  rememberStore(storeId: string | undefined): void {
    if (storeId && /^[\w-]{1,40}$/.test(storeId)) globalThis.localStorage?.setItem(STORE_KEY, storeId)
  },
  enterKioskMode(): void {
    globalThis.sessionStorage?.setItem(MODE_KEY, '1')
  },
  isKioskTab: (): boolean => globalThis.sessionStorage?.getItem(MODE_KEY) === '1',
}

let upgradeNext = false
/** Set by /totem/DIGI: after the card login the customer goes on to /totem/upgrade (SPEC §2). */
export const upgradeFlag = {
  set: (value: boolean) => {
    upgradeNext = value
  },
  get: () => upgradeNext,
}
