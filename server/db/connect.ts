import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { readMigrationFiles } from 'drizzle-orm/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import { type DataLock, lockDataDir } from '../data-lock'
import { schema } from './schema'

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>

export interface Database {
  db: Db
  kind: 'pglite' | 'postgres'
  /** Applies the pending migrations of server/db/migrations. */
  migrate(): Promise<void>
  /** Embedded only: an image of the data folder, which `image` below starts another from (tests). */
  dumpImage?(): Promise<Blob>
  /**
   * PostgreSQL only: told when an idle connection breaks (the server restarted, the network between
   * went away). The pool drops that connection and the next query opens another; without a listener
   * such an error would end the process.
   */
  onConnectionError(listener: (error: Error) => void): void
  close(): Promise<void>
}

/** A query waits at most this long for a connection: a database that is away is said so quickly (503). */
const CONNECT_TIMEOUT_MS = 3_000

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations')

/**
 * PostgreSQL through node-postgres when a URL is given, otherwise PGlite (PostgreSQL compiled to
 * WebAssembly) in `dataDir/pgdata`, locked for this process (data-lock.ts) until close; `dataDir` null
 * keeps PGlite in memory (tests, bench).
 */
export async function connectDatabase(options: {
  databaseUrl?: string | undefined
  dataDir: string | null
  /** In memory only: start from this image of a data folder (`dumpDataDir`), skipping initdb. */
  image?: Blob | undefined
}): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    })
    let connectionError = (_error: Error) => {}
    pool.on('error', (error) => connectionError(error))
    // A connection in use (between a transaction's queries) that the server ends emits its error on
    // the connection itself: heard here, it is the next query on it that fails (503), and the pool
    // drops it when it comes back. Unheard, it would end the process.
    pool.on('connect', (client) => client.on('error', () => {}))
    const db = drizzlePg(pool, { schema, casing: 'snake_case' })
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder }),
      onConnectionError: (listener) => {
        connectionError = listener
      },
      close: () => pool.end(),
    }
  }
  let client: PGlite
  let lock: DataLock | null = null
  if (options.dataDir === null) {
    client = new PGlite(options.image ? { loadDataDir: options.image } : {})
    await client.waitReady
  } else {
    // Before PGlite opens the files: a second server must not touch them at all.
    lock = await lockDataDir(options.dataDir)
    const folder = path.join(options.dataDir, 'pgdata')
    try {
      await mkdir(folder, { recursive: true })
      client = new PGlite(folder)
      await client.waitReady
    } catch (error) {
      await lock.release()
      throw error
    }
  }
  const db = drizzlePglite(client, { schema, casing: 'snake_case' })
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    dumpImage: () => client.dumpDataDir('none'),
    // In this process: no connection to break.
    onConnectionError: () => {},
    async close() {
      try {
        await client.close()
      } finally {
        await lock?.release()
      }
    },
  }
}

let journal: number[] | null = null

/**
 * Why the database cannot serve this version of the server, or null when it can: it answers a query
 * and holds every migration of server/db/migrations (the migrator's own record, drizzle's table,
 * against the journal shipped with this code). An instance started against a database another
 * version has not migrated yet must not take traffic.
 */
export async function unreadiness(db: Db): Promise<string | null> {
  journal ??= readMigrationFiles({ migrationsFolder }).map((m) => m.folderMillis)
  let applied: number
  try {
    const result = await db.execute(
      sql`select coalesce(max(created_at), 0) as last from drizzle.__drizzle_migrations`,
    )
    // node-postgres and PGlite both answer { rows }, typed differently by their drizzle drivers.
    const rows = (result as unknown as { rows: { last: string | number }[] }).rows
    applied = Number(rows[0]?.last ?? 0)
  } catch (error) {
    // 42P01: the migrator's table is not there, so nothing was ever migrated.
    return (error as { code?: unknown }).code === '42P01' ? 'no migration applied' : 'database unreachable'
  }
  const pending = journal.filter((millis) => millis > applied).length
  return pending === 0 ? null : `${pending} migration(s) not applied`
}
