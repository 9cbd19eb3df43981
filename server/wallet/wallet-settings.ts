import { readFileSync } from 'node:fs'
import { StartRefused } from '../start-refusal'

/**
 * The phone wallets' configuration (README "Configuration"): each wallet is on when all of its
 * variables are given, and absent otherwise; some but not all of them is a mistake and stops the start.
 */
export interface AppleWalletSettings {
  /** The pass type identifier of the certificate, e.g. pass.it.alpimare.card */
  passTypeId: string
  /** The Apple developer team identifier. */
  teamId: string
  /** The pass type certificate, its private key (PEM) and Apple's WWDR intermediate certificate. */
  certificatePem: string
  privateKeyPem: string
  privateKeyPassphrase: string | undefined
  wwdrPem: string
}

export interface GoogleWalletSettings {
  issuerId: string
  /** The loyalty class, made once in the Google Pay & Wallet console: `<issuer id>.<suffix>` or the suffix. */
  classId: string
  serviceAccountEmail: string
  /** The service account's RSA private key (PEM, PKCS#8). */
  privateKeyPem: string
}

export interface WalletSettings {
  apple: AppleWalletSettings | undefined
  google: GoogleWalletSettings | undefined
}

/** A PEM given inline (it begins with -----BEGIN) or the path of a file holding it. */
function pem(value: string, name: string): string {
  if (value.trimStart().startsWith('-----BEGIN')) return value.replace(/\\n/g, '\n')
  try {
    return readFileSync(value, 'utf8')
  } catch {
    throw new StartRefused(`${name} is neither a PEM nor a readable file: ${value}`)
  }
}

/**
 * All of `names` given, none given, or a start refused naming what is missing and what is set: one
 * line, which the start prints as it is (server/start-refusal.ts).
 */
function group(env: NodeJS.ProcessEnv, wallet: string, names: readonly string[]): boolean {
  const given = names.filter((name) => env[name])
  if (given.length === 0) return false
  if (given.length < names.length) {
    const missing = names.filter((name) => !env[name])
    throw new StartRefused(
      `${wallet} is half configured: ${missing.join(', ')} missing (${given.join(', ')} set). ` +
        `Set all of its variables or none of them (README "Configuration", "The card in the phone's wallets").`,
    )
  }
  return true
}

const APPLE = [
  'APPLE_WALLET_PASS_TYPE_ID',
  'APPLE_WALLET_TEAM_ID',
  'APPLE_WALLET_CERTIFICATE',
  'APPLE_WALLET_PRIVATE_KEY',
  'APPLE_WALLET_WWDR_CERTIFICATE',
] as const
const GOOGLE = [
  'GOOGLE_WALLET_ISSUER_ID',
  'GOOGLE_WALLET_CLASS_ID',
  'GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL',
  'GOOGLE_WALLET_PRIVATE_KEY',
] as const

export function readWalletSettings(env: NodeJS.ProcessEnv): WalletSettings {
  const value = (name: string) => env[name] ?? ''
  return {
    apple: group(env, 'Apple Wallet', APPLE)
      ? {
          passTypeId: value('APPLE_WALLET_PASS_TYPE_ID'),
          teamId: value('APPLE_WALLET_TEAM_ID'),
          certificatePem: pem(value('APPLE_WALLET_CERTIFICATE'), 'APPLE_WALLET_CERTIFICATE'),
          privateKeyPem: pem(value('APPLE_WALLET_PRIVATE_KEY'), 'APPLE_WALLET_PRIVATE_KEY'),
          privateKeyPassphrase: env.APPLE_WALLET_PRIVATE_KEY_PASSPHRASE || undefined,
          wwdrPem: pem(value('APPLE_WALLET_WWDR_CERTIFICATE'), 'APPLE_WALLET_WWDR_CERTIFICATE'),
        }
      : undefined,
    google: group(env, 'Google Wallet', GOOGLE)
      ? {
          issuerId: value('GOOGLE_WALLET_ISSUER_ID'),
          classId: value('GOOGLE_WALLET_CLASS_ID'),
          serviceAccountEmail: value('GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL'),
          privateKeyPem: pem(value('GOOGLE_WALLET_PRIVATE_KEY'), 'GOOGLE_WALLET_PRIVATE_KEY'),
        }
      : undefined,
  }
}
