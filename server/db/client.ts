import 'server-only'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { unaccent } from '@electric-sql/pglite/contrib/unaccent'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import * as schema from './schema'
import { acquirePgliteLock } from './pglite-lock'
import { listenForBackupRequests } from './backup/backup-requests'
import { dumpPgliteTo } from './backup/dump-pglite'
import { migratePgliteDb, migratePostgres } from './migrate'
import { postgresStartupOptions, sessionSettingStatements } from './session-settings'
import type { Db } from './types'
import { errorField, loggerFor } from '@/server/services/log/logger'

export type { Db } from './types'

/** Extensions the migrations create (search: typo tolerance and accent folding); PostgreSQL has them in contrib. */
export const PGLITE_EXTENSIONS = { pg_trgm, unaccent }

export interface DbHandle {
  db: Db
  kind: 'pglite' | 'postgres'
  close: () => Promise<void>
}

/** ./data/pglite unless DATA_DIR says otherwise. */
export function pgliteDataDir(): string {
  return path.resolve(process.env.DATA_DIR ?? path.join(process.cwd(), 'data'), 'pglite')
}

/**
 * Opens the database once per process and applies the migrations; it never seeds (the start-up and
 * `npm run db:seed` do, server/db/seed/on-start.ts). PGlite (the default) is opened lazily at request
 * time only: `next build` must never open it, because its parallel workers would each open the same folder.
 */
export async function openDatabase(): Promise<DbHandle> {
  if (process.env.NEXT_PHASE === 'phase-production-build') {
    throw new Error('The database is not available during `next build`; pages must render at request time.')
  }
  const url = process.env.DATABASE_URL
  if (url) {
    const pool = new pg.Pool({ connectionString: url, max: Number(process.env.DATABASE_POOL_SIZE ?? 10), options: postgresStartupOptions() })
    // An idle client that loses its server (a database restart) must not crash the process.
    pool.on('error', (error) => loggerFor('db').error({ error: errorField(error) }, 'idle client error'))
    await migratePostgres(pool)
    const db = drizzlePg(pool, { schema }) as unknown as Db
    return { db, kind: 'postgres', close: () => pool.end() }
  }
  const dataDir = pgliteDataDir()
  const release = acquirePgliteLock(dataDir)
  const client = new PGlite(dataDir, { extensions: PGLITE_EXTENSIONS })
  await client.exec(sessionSettingStatements())
  const pgliteDb = drizzlePglite(client, { schema })
  await migratePgliteDb(pgliteDb)
  const db = pgliteDb as unknown as Db
  // Only this process can open the folder, so `npm run db:backup` asks it for the backup
  // (docs/backup-and-restore.md).
  const stopAnsweringBackups = listenForBackupRequests(dataDir, (outFile) => dumpPgliteTo(client, outFile))
  return {
    db,
    kind: 'pglite',
    close: async () => {
      stopAnsweringBackups()
      await client.close()
      release()
    },
  }
}

const globalForDb = globalThis as unknown as { __giftshopDb?: Promise<DbHandle> }

/** The process-wide handle (a globalThis singleton survives Next's module reloading in development). */
export function getDbHandle(): Promise<DbHandle> {
  globalForDb.__giftshopDb ??= openDatabase().catch((error: unknown) => {
    globalForDb.__giftshopDb = undefined
    throw error
  })
  return globalForDb.__giftshopDb
}

export async function getDb(): Promise<Db> {
  return (await getDbHandle()).db
}
