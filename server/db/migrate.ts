import 'server-only'
import path from 'node:path'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import type { PgliteDatabase } from 'drizzle-orm/pglite'
import type { Pool } from 'pg'
import * as schema from './schema'

export const MIGRATIONS_FOLDER = path.join(process.cwd(), 'server/db/migrations')

/** Any constant shared by all instances: serialises start-up work on one PostgreSQL server. */
const STARTUP_LOCK_KEY = 4_902_731

export async function migratePgliteDb(db: PgliteDatabase<typeof schema>): Promise<void> {
  await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER })
}

/**
 * Several app instances may start at once against one PostgreSQL: a session advisory lock makes the
 * others wait until the first has migrated, then find nothing left to do (the seed has a lock of its own).
 */
export async function migratePostgres(pool: Pool): Promise<void> {
  const client = await pool.connect()
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY])
    const db = drizzlePg(client, { schema })
    await migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER })
  } finally {
    await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => undefined)
    client.release()
  }
}
