import { execFileSync } from 'node:child_process'
import { generateKeyPairSync } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { WalletSettings } from '../../server/wallet/wallet-settings'

/**
 * A certificate chain of the test's own, made with the openssl CLI, as Apple's would be: a root (in
 * place of Apple's), an intermediate (in place of the WWDR certificate) and a pass type certificate
 * with its key, signed by the intermediate. `verify` checks a detached signature against the root.
 */
export interface TestChain {
  rootPem: string
  wwdrPem: string
  certificatePem: string
  privateKeyPem: string
  /** `openssl cms -verify` of a detached DER signature over `content`: true when it verifies. */
  verify(signature: Uint8Array, content: Uint8Array): { ok: boolean; output: string }
  remove(): void
}

export function makeTestChain(): TestChain {
  const dir = mkdtempSync(path.join(tmpdir(), 'tessera-wallet-'))
  const file = (name: string) => path.join(dir, name)
  const openssl = (...args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: 'pipe' })
  writeFileSync(file('ca.ext'), 'basicConstraints=critical,CA:TRUE\nkeyUsage=critical,keyCertSign,cRLSign\n')
  writeFileSync(file('leaf.ext'), 'basicConstraints=critical,CA:FALSE\nkeyUsage=critical,digitalSignature\n')
  openssl(
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-keyout',
    'root.key',
    '-out',
    'root.pem',
    '-days',
    '2',
    '-subj',
    '/CN=Test Root CA',
    '-addext',
    'basicConstraints=critical,CA:TRUE',
    '-addext',
    'keyUsage=critical,keyCertSign,cRLSign',
  )
  openssl(
    'req',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-keyout',
    'wwdr.key',
    '-out',
    'wwdr.csr',
    '-subj',
    '/CN=Test WWDR Intermediate',
  )
  openssl(
    'x509',
    '-req',
    '-in',
    'wwdr.csr',
    '-CA',
    'root.pem',
    '-CAkey',
    'root.key',
    '-CAcreateserial',
    '-out',
    'wwdr.pem',
    '-days',
    '2',
    '-extfile',
    'ca.ext',
  )
  openssl(
    'req',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-keyout',
    'pass.key',
    '-out',
    'pass.csr',
    '-subj',
    '/UID=pass.example.tessera/CN=Pass Type ID: pass.example.tessera/OU=TEAM123456',
  )
  openssl(
    'x509',
    '-req',
    '-in',
    'pass.csr',
    '-CA',
    'wwdr.pem',
    '-CAkey',
    'wwdr.key',
    '-CAcreateserial',
    '-out',
    'pass.pem',
    '-days',
    '2',
    '-extfile',
    'leaf.ext',
  )
  const read = (name: string) => readFileSync(file(name), 'utf8')
  return {
    rootPem: read('root.pem'),
    wwdrPem: read('wwdr.pem'),
    certificatePem: read('pass.pem'),
    privateKeyPem: read('pass.key'),
    verify(signature, content) {
      writeFileSync(file('signature'), signature)
      writeFileSync(file('manifest.json'), content)
      try {
        const output = execFileSync(
          'openssl',
          [
            'cms',
            '-verify',
            '-binary',
            '-inform',
            'DER',
            '-in',
            'signature',
            '-content',
            'manifest.json',
            '-CAfile',
            'root.pem',
            '-purpose',
            'any',
            '-out',
            '/dev/null',
          ],
          { cwd: dir, stdio: 'pipe' },
        )
        return { ok: true, output: output.toString() }
      } catch (error) {
        return { ok: false, output: String((error as { stderr?: Buffer }).stderr ?? error) }
      }
    },
    remove() {
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** Both wallets configured as a deployment would, with the test's own chain and service account key. */
export function testWallets(): {
  settings: WalletSettings
  chain: TestChain
  googlePublicKeyPem: string
} {
  const chain = makeTestChain()
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  return {
    chain,
    googlePublicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    settings: {
      apple: {
        passTypeId: 'pass.example.tessera',
        teamId: 'TEAM123456',
        certificatePem: chain.certificatePem,
        privateKeyPem: chain.privateKeyPem,
        privateKeyPassphrase: undefined,
        wwdrPem: chain.wwdrPem,
      },
      google: {
        issuerId: '3388000000012345678',
        classId: 'tessera-card',
        serviceAccountEmail: 'wallet@tessera-test.iam.gserviceaccount.com',
        privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      },
    },
  }
}
