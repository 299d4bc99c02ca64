import { createHash, randomBytes } from 'node:crypto'
import { readFile, readdir, rename, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import * as schema from '@/server/db/schema'
import { MIGRATIONS_FOLDER, migratePgliteDb, migratePostgres } from '@/server/db/migrate'
import { PGLITE_EXTENSIONS } from '@/server/db/client'
import { postgresStartupOptions, sessionSettingStatements } from '@/server/db/session-settings'
import type { Db } from '@/server/db/types'

export type Backend = 'pglite' | 'postgres'

export interface TestDb {
  db: Db
  backend: Backend
  /** Connection string of the throwaway PostgreSQL database (postgres backend only). */
  url?: string
  close: () => Promise<void>
}

/**
 * The backends integration tests run on: PGlite always; PostgreSQL when TEST_DATABASE_URL points at
 * a server (the full test command starts one). In CI a missing server is an error, not a skip.
 */
export function testBackends(): Backend[] {
  if (process.env.TEST_DATABASE_URL) return ['pglite', 'postgres']
  if (process.env.CI) throw new Error('TEST_DATABASE_URL must be set in CI: the PostgreSQL tests may not be skipped.')
  return ['pglite']
}

/** A fresh, migrated, empty database: in-memory PGlite, or a new database on the test server. */
export async function createTestDb(backend: Backend): Promise<TestDb> {
  if (backend === 'pglite') {
    const client = new PGlite({ extensions: PGLITE_EXTENSIONS, loadDataDir: await migratedTemplate() })
    await client.exec(sessionSettingStatements())
    const db = drizzlePglite(client, { schema })
    // Nothing to do when the template is current; kept so a stale template can never pass a test.
    await migratePgliteDb(db)
    return { db: db as unknown as Db, backend, close: () => client.close() }
  }
  const adminUrl = process.env.TEST_DATABASE_URL
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set')
  const name = `test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = withDatabase(adminUrl, name)
  const pool = new pg.Pool({ connectionString: url, max: 20, options: postgresStartupOptions() })
  // Dropping the database at close terminates connections the pool may still be ending; their
  // "terminating connection" errors are the teardown itself, not a test failure.
  pool.on('error', () => undefined)
  await migratePostgres(pool)
  return {
    db: drizzlePg(pool, { schema }) as unknown as Db,
    backend,
    url,
    close: async () => {
      await pool.end()
      const cleanup = new pg.Client({ connectionString: adminUrl })
      await cleanup.connect()
      await cleanup.query(`drop database if exists ${name} with (force)`)
      await cleanup.end()
    },
  }
}

/**
 * An empty PGlite database with every migration applied, as a data directory tarball: a test file's
 * database starts from it instead of running all migrations again, which took seconds per file (and
 * per mutant in a mutation run). Made once per machine and migration set (the file name carries a
 * hash of the migrations and the PGlite version), written under a temporary name and renamed, so
 * workers that make it at the same time never read half a file.
 */
let template: Promise<Blob> | undefined
function migratedTemplate(): Promise<Blob> {
  template ??= (async () => {
    const hash = createHash('sha256').update(await readFile(path.join(process.cwd(), 'node_modules/@electric-sql/pglite/package.json')))
    for (const name of (await readdir(MIGRATIONS_FOLDER, { recursive: true })).sort()) {
      hash.update(name)
      hash.update(await readFile(path.join(MIGRATIONS_FOLDER, name)).catch(() => Buffer.alloc(0)))
    }
    const file = path.join(os.tmpdir(), `pglite-test-template-${hash.digest('hex').slice(0, 16)}.tar`)
    const cached = await readFile(file).catch(() => null)
    if (cached) return new Blob([cached])
    const client = new PGlite({ extensions: PGLITE_EXTENSIONS })
    await migratePgliteDb(drizzlePglite(client, { schema }))
    const bytes = Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer())
    await client.close()
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`
    await writeFile(partial, bytes)
    await rename(partial, file)
    return new Blob([bytes])
  })()
  return template
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url)
  parsed.pathname = `/${database}`
  return parsed.toString()
}
