import { describe, expect, it } from 'vitest'
import { DataDirLocked } from '../../server/data-lock'
import { readSettings } from '../../server/settings'
import { StartRefused } from '../../server/start-refusal'
import { readWalletSettings } from '../../server/wallet/wallet-settings'

/** What readSettings refuses with: a StartRefused (said plainly at start) and its message. */
function refusal(env: NodeJS.ProcessEnv): { refused: boolean; message: string } {
  try {
    readSettings(env)
  } catch (error) {
    return { refused: error instanceof StartRefused, message: (error as Error).message }
  }
  throw new Error('the settings were read')
}

describe('the settings a start refuses (README "Configuration")', () => {
  it('a half-configured wallet: which variables are missing, which are set, all or none, where to read', () => {
    expect(refusal({ GOOGLE_WALLET_ISSUER_ID: '338800', GOOGLE_WALLET_CLASS_ID: 'card' })).toEqual({
      refused: true,
      message:
        'Google Wallet is half configured: GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL, GOOGLE_WALLET_PRIVATE_KEY missing ' +
        '(GOOGLE_WALLET_ISSUER_ID, GOOGLE_WALLET_CLASS_ID set). Set all of its variables or none of them ' +
        `(README "Configuration", "The card in the phone's wallets").`,
    })
    expect(refusal({ APPLE_WALLET_TEAM_ID: 'TEAM123456' })).toEqual({
      refused: true,
      message:
        'Apple Wallet is half configured: APPLE_WALLET_PASS_TYPE_ID, APPLE_WALLET_CERTIFICATE, ' +
        'APPLE_WALLET_PRIVATE_KEY, APPLE_WALLET_WWDR_CERTIFICATE missing (APPLE_WALLET_TEAM_ID set). ' +
        `Set all of its variables or none of them (README "Configuration", "The card in the phone's wallets").`,
    })
    // One line: the start prints it as it is.
    expect(refusal({ APPLE_WALLET_TEAM_ID: 'T' }).message).not.toContain('\n')
    expect(readWalletSettings({})).toEqual({ apple: undefined, google: undefined })
  })

  it('every other wrong setting is refused the same way, and so is a data folder in use', () => {
    expect(refusal({ PORT: 'eighty' })).toEqual({ refused: true, message: 'PORT is not a port: eighty' })
    expect(refusal({ SEED_DEMO: 'yes' }).refused).toBe(true)
    expect(refusal({ DEMO_STORE_SIMULATOR: 'no' }).refused).toBe(true)
    expect(refusal({ RATE_LIMIT_PER_MINUTE: '0' })).toEqual({
      refused: true,
      message: 'RATE_LIMIT_PER_MINUTE must be a positive integer: 0',
    })
    expect(
      refusal({
        GOOGLE_WALLET_ISSUER_ID: '338800',
        GOOGLE_WALLET_CLASS_ID: 'card',
        GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL: 'w@p.iam.gserviceaccount.com',
        GOOGLE_WALLET_PRIVATE_KEY: '/nowhere/google.pem',
      }),
    ).toEqual({
      refused: true,
      message: 'GOOGLE_WALLET_PRIVATE_KEY is neither a PEM nor a readable file: /nowhere/google.pem',
    })
    expect(new DataDirLocked('/data', '/data/pgdata.lock', 42)).toBeInstanceOf(StartRefused)
  })
})
