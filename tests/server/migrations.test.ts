import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/**
 * A migration meets rows written before it: a database is made with the first migration only, given
 * rows, and then brought up to date. Plain PostgreSQL SQL, so an embedded database is enough.
 */
const MIGRATIONS = path.resolve('server/db/migrations')

let scratch: string
beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'tessera-migrations-'))
})
afterAll(() => rm(scratch, { recursive: true, force: true }))

/** A copy of the migrations folder that stops after the first `count` migrations. */
async function migrationsUpTo(count: number): Promise<string> {
  const journal = JSON.parse(await readFile(path.join(MIGRATIONS, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string }[]
  }
  const folder = path.join(scratch, `upto-${count}`)
  await mkdir(path.join(folder, 'meta'), { recursive: true })
  const entries = journal.entries.slice(0, count)
  await writeFile(path.join(folder, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }))
  for (const { tag } of entries)
    await copyFile(path.join(MIGRATIONS, `${tag}.sql`), path.join(folder, `${tag}.sql`))
  return folder
}

describe('0001: the kind of login as a column', () => {
  it('tells existing customers apart by their username: an e-mail logs in with it, a card code at the kiosk', async () => {
    const client = new PGlite()
    try {
      const db = drizzle(client)
      await migrate(db, { migrationsFolder: await migrationsUpTo(1) })
      await client.exec(`INSERT INTO users (username, first_name, last_name) VALUES
        ('mario.rossi@example.com', 'Mario', 'Rossi'),
        ('0430007654328', 'Giuseppe', 'Esposito')`)
      await migrate(db, { migrationsFolder: MIGRATIONS })
      const { rows } = await client.query('SELECT username, login_kind FROM users ORDER BY id')
      expect(rows).toEqual([
        { username: 'mario.rossi@example.com', login_kind: 'EMAIL' },
        { username: '0430007654328', login_kind: 'CARD' },
      ])
      await expect(
        client.query(
          `INSERT INTO users (username, login_kind, first_name, last_name) VALUES ('x', 'SMS', 'A', 'B')`,
        ),
      ).rejects.toThrow(/users_login_kind/)
    } finally {
      await client.close()
    }
  })
})
