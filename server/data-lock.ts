import { randomBytes } from 'node:crypto'
import { unlinkSync } from 'node:fs'
import { link, mkdir, open, readFile, rename, unlink } from 'node:fs/promises'
import path from 'node:path'
import { StartRefused } from './start-refusal'

/**
 * PGlite is PostgreSQL in this process, with no postmaster to keep a second one out: two servers on
 * one data folder would both write its files and corrupt it. A lock file holding the owner's pid,
 * made with O_EXCL, keeps the folder to one server; the file of a process that died (kill -9, a power
 * cut) is taken over.
 */

export const LOCK_FILE = 'pgdata.lock'

export class DataDirLocked extends StartRefused {
  constructor(
    readonly dataDir: string,
    readonly file: string,
    readonly pid: number,
  ) {
    super(
      `The data folder ${dataDir} is in use by another Tessera server (pid ${pid}): stop that one first, ` +
        `or give this one another DATA_DIR. If no server runs there, delete ${file}.`,
    )
    this.name = 'DataDirLocked'
  }
}

export interface DataLock {
  file: string
  /** Gives the folder back (also done at process exit, should nobody call it). */
  release(): Promise<void>
}

/** Lock files this process holds: its own pid in one of them is not a dead predecessor's. */
const held = new Set<string>()

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

async function readPid(file: string): Promise<number | null> {
  const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null
    throw error
  })
  if (text === null) return null
  const pid = Number(text.trim())
  // Empty or garbled: its writer died between creating and writing it.
  return Number.isInteger(pid) && pid > 0 ? pid : 0
}

/** Creates the lock file with this pid, or false when one is there already. */
async function create(file: string): Promise<boolean> {
  try {
    const handle = await open(file, 'wx', 0o644)
    try {
      await handle.writeFile(`${process.pid}\n`)
    } finally {
      await handle.close()
    }
    return true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false
    throw error
  }
}

/**
 * Moves a dead owner's lock file away. Two servers starting at once may both find it stale: the
 * rename lets one of them have it, and the other, finding it moved a fresh lock instead, puts that
 * one back.
 */
async function removeStale(file: string, stalePid: number): Promise<void> {
  const aside = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`
  try {
    await rename(file, aside)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return
    throw error
  }
  if ((await readPid(aside)) !== stalePid) await link(aside, file).catch(() => {})
  await unlink(aside).catch(() => {})
}

/** Takes the data folder for this process, or throws DataDirLocked naming the server that has it. */
export async function lockDataDir(dataDir: string): Promise<DataLock> {
  await mkdir(dataDir, { recursive: true })
  const file = path.join(dataDir, LOCK_FILE)
  for (let attempt = 0; attempt < 5; attempt += 1) {
    if (await create(file)) return holding(file)
    let pid = await readPid(file)
    if (pid === 0) {
      // Maybe a racer between creating and writing it: give it a moment before calling it stale.
      await new Promise((resolve) => setTimeout(resolve, 100))
      pid = await readPid(file)
    }
    if (pid === null) continue
    const ours = pid === process.pid && held.has(file)
    // A pid equal to ours that we do not hold is a predecessor's: in a container every start is pid 1.
    if (ours || (pid !== process.pid && pid !== 0 && isAlive(pid)))
      throw new DataDirLocked(dataDir, file, pid)
    await removeStale(file, pid)
  }
  throw new Error(`Could not take the lock ${file}: other processes keep racing for it`)
}

function holding(file: string): DataLock {
  held.add(file)
  const releaseAtExit = () => {
    if (!held.has(file)) return
    try {
      unlinkSync(file)
    } catch {
      // Gone already: nothing to give back.
    }
  }
  process.once('exit', releaseAtExit)
  return {
    file,
    async release() {
      if (!held.delete(file)) return
      process.removeListener('exit', releaseAtExit)
      if ((await readPid(file)) === process.pid) await unlink(file).catch(() => {})
    },
  }
}
