/**
 * What the kiosk keeps about itself (never about a customer): the store it stands in, read from
 * `?storeId=` and kept across restarts. (That a tab is a kiosk is the channel's: src/app/channel.ts.)
 * The DIGI flow's "upgrade next" flag lives in memory.
 */
const STORE_KEY = 'tessera.kiosk.storeId'

export const kioskState = {
  storeId: (): string | null => globalThis.localStorage?.getItem(STORE_KEY) ?? null,
  rememberStore(storeId: string | undefined): void {
    if (storeId && /^[\w-]{1,40}$/.test(storeId)) globalThis.localStorage?.setItem(STORE_KEY, storeId)
  },
}

let upgradeNext = false
/** Set by /totem/DIGI: after the card login the customer goes on to /totem/upgrade (behaviour §2). */
export const upgradeFlag = {
  set: (value: boolean) => {
    upgradeNext = value
  },
  get: () => upgradeNext,
}
