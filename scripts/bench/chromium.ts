import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { type Browser, chromium } from '@playwright/test'

import { CHROMIUM, CHROMIUM_FLAGS } from '../chromium'

// Debian's Chromium, started the way the e2e tests start it, for the bench's two kinds of runs:
// Playwright's (first-visit JavaScript, the barcode) and Lighthouse's.

/** The phone every Playwright measure uses: the same for the app and its floors. */
export const PHONE = { viewport: { width: 412, height: 915 }, locale: 'it-IT' } as const

export function launchPlaywright(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_FLAGS] })
}

export interface DebuggableChromium {
  /** The DevTools port Lighthouse connects to. */
  port: number
  close(): Promise<void>
}

const LISTENING = /DevTools listening on ws:\/\/[^:]+:(\d+)\//

/**
 * The process groups of the Chromiums started here and not yet stopped. They run detached (see
 * below), so a Ctrl-C to the bench would not reach them: it is passed on by hand, as Playwright
 * does for its own browsers.
 */
const running = new Set<number>()
let interruptHandled = false
function killAll(): void {
  for (const pid of running) {
    try {
      process.kill(-pid, 'SIGKILL')
    } catch {
      // Already gone.
    }
  }
  running.clear()
}
function onInterrupt(signal: NodeJS.Signals): void {
  killAll()
  process.exit(signal === 'SIGINT' ? 130 : 143)
}
function handleInterrupts(): void {
  if (interruptHandled) return
  interruptHandled = true
  process.once('SIGINT', onInterrupt)
  process.once('SIGTERM', onInterrupt)
  process.once('exit', killAll)
}

/**
 * A fresh headless Chromium with a throw-away profile and a DevTools port, for one Lighthouse run.
 * Started by hand rather than through Lighthouse's chrome-launcher, which is only a dependency of a
 * dependency here. Port 0 lets Chromium pick a free port and print it on stderr.
 */
export async function launchForLighthouse(): Promise<DebuggableChromium> {
  handleInterrupts()
  const profile = await mkdtemp(path.join(tmpdir(), 'tessera-bench-lh-'))
  const child = spawn(
    CHROMIUM,
    [
      '--headless=new',
      ...CHROMIUM_FLAGS,
      // The app speaks the browser's language when it is English: Lighthouse sees the Italian pages.
      '--lang=it-IT',
      '--accept-lang=it-IT',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    // Its own process group, so that close() ends Chromium's helpers too.
    { detached: true, stdio: ['ignore', 'ignore', 'pipe'] },
  )
  if (child.pid !== undefined) running.add(child.pid)
  const close = async () => {
    await stop(child)
    await rm(profile, { recursive: true, force: true })
  }
  try {
    const port = await new Promise<number>((resolve, reject) => {
      let seen = ''
      const timer = setTimeout(
        () => reject(new Error(`Chromium (${CHROMIUM}) printed no DevTools port within 30 s:\n${seen}`)),
        30_000,
      )
      child.stderr?.on('data', (chunk: Buffer) => {
        seen += chunk.toString()
        const match = seen.match(LISTENING)
        if (match?.[1]) {
          clearTimeout(timer)
          resolve(Number(match[1]))
        }
      })
      child.once('error', (error) => {
        clearTimeout(timer)
        reject(new Error(`cannot start Chromium at ${CHROMIUM}: ${error.message}`))
      })
      child.once('exit', (code, signal) => {
        clearTimeout(timer)
        reject(new Error(`Chromium exited (${code ?? signal}) before it listened:\n${seen}`))
      })
    })
    // Chromium keeps writing to stderr; an unread pipe would fill up and stall it.
    child.stderr?.resume()
    return { port, close }
  } catch (error) {
    await close()
    throw error
  }
}

/** SIGTERM to the whole group, SIGKILL if it is still there after 5 s. */
async function stop(child: ChildProcess): Promise<void> {
  const pid = child.pid
  if (pid === undefined) return
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-pid, signal)
    } catch {
      // Already gone.
    }
  }
  if (child.exitCode !== null || child.signalCode !== null) {
    // The browser is gone; a helper left in its group is not.
    signalGroup('SIGKILL')
  } else {
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
    signalGroup('SIGTERM')
    let timer: NodeJS.Timeout | undefined
    const killed = await Promise.race([
      exited.then(() => false),
      new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(true), 5_000)
      }),
    ])
    clearTimeout(timer)
    if (killed) {
      signalGroup('SIGKILL')
      await exited
    }
  }
  running.delete(pid)
}
