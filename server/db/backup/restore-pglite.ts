import 'server-only'
import fs from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import { drizzle } from 'drizzle-orm/pglite'
import * as schema from '../schema'
import { PGLITE_EXTENSIONS } from '../client'
import { migratePgliteDb } from '../migrate'
import { acquirePgliteLock, livePgliteOwner } from '../pglite-lock'
import { fileTimestamp } from './file-timestamp'

export interface RestoreResult {
  /** Where the folder that was there went (`--force`), or null when it was empty or absent. */
  movedAsideTo: string | null
  /** Migrations the backup did not have yet (made by an older version of the shop). */
  migrationsApplied: number
}

/**
 * Restores a backup of `npm run db:backup` into `dataDir` (docs/backup-and-restore.md). Refuses while
 * a live process owns the folder, and refuses a folder that is not empty unless `force`, which moves
 * it aside to `<dataDir>.before-restore-<timestamp>` instead of deleting anything. Then applies the
 * migrations the backup lacks. If loading fails, the folder is put back as it was.
 */
export async function restorePglite(options: { dataDir: string; file: string; force: boolean; at: Date }): Promise<RestoreResult> {
  const { dataDir, file, force, at } = options
  const bytes = fs.readFileSync(file)
  const owner = livePgliteOwner(dataDir)
  if (owner !== null) {
    throw new Error(`The shop (process ${owner}) is using the embedded database in ${dataDir}: stop it before restoring into that folder.`)
  }
  const release = acquirePgliteLock(dataDir)
  let movedAsideTo: string | null = null
  try {
    if (fs.readdirSync(dataDir).length > 0) {
      if (!force) {
        throw new Error(`${dataDir} is not empty. Restore into an empty folder, or add --force to move this one aside first (nothing is deleted).`)
      }
      movedAsideTo = `${dataDir}.before-restore-${fileTimestamp(at)}`
      fs.renameSync(dataDir, movedAsideTo)
      fs.mkdirSync(dataDir)
    }
    try {
      return { movedAsideTo, migrationsApplied: await loadAndMigrate(dataDir, bytes) }
    } catch (error) {
      fs.rmSync(dataDir, { recursive: true, force: true })
      if (movedAsideTo) fs.renameSync(movedAsideTo, dataDir)
      else fs.mkdirSync(dataDir)
      throw error
    }
  } finally {
    release()
  }
}

async function loadAndMigrate(dataDir: string, bytes: Buffer): Promise<number> {
  // PGlite unpacks a gzipped tarball only when told it is one; a plain tar is read as it is.
  const gzipped = bytes[0] === 0x1f && bytes[1] === 0x8b
  const loadDataDir = new Blob([new Uint8Array(bytes)], { type: gzipped ? 'application/gzip' : 'application/x-tar' })
  const client = await PGlite.create(dataDir, { extensions: PGLITE_EXTENSIONS, loadDataDir })
  try {
    const before = await appliedMigrations(client)
    await migratePgliteDb(drizzle(client, { schema }))
    return (await appliedMigrations(client)) - before
  } finally {
    await client.close()
  }
}

async function appliedMigrations(client: PGlite): Promise<number> {
  const { rows: [table] } = await client.query<{ name: string | null }>("select to_regclass('drizzle.__drizzle_migrations')::text as name")
  if (!table?.name) return 0
  const { rows: [row] } = await client.query<{ count: number }>('select count(*)::int as count from drizzle.__drizzle_migrations')
  return row?.count ?? 0
}
