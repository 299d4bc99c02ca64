/**
 * `npm run db:restore -- FILE [--force]`: puts a backup of `npm run db:backup` into the embedded
 * database's data folder and applies the migrations it lacks (docs/backup-and-restore.md). Refuses
 * while the shop runs, and refuses a folder that is not empty unless `--force`, which moves it aside.
 */
import { parseArgs } from 'node:util'
import { pgliteDataDir } from '@/server/db/client'
import { restorePglite } from '@/server/db/backup/restore-pglite'

async function main(): Promise<void> {
  if (process.env.DATABASE_URL) {
    throw new Error(
      'DATABASE_URL is set: a PostgreSQL database is restored with `pg_restore` (see docs/backup-and-restore.md); ' +
        'this command restores the embedded database only.',
    )
  }
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { force: { type: 'boolean', default: false } } })
  const [file, ...rest] = positionals
  if (!file || rest.length > 0) throw new Error('usage: npm run db:restore -- FILE [--force]')
  const dataDir = pgliteDataDir()
  const result = await restorePglite({ dataDir, file, force: values.force, at: new Date() })
  if (result.movedAsideTo) console.log(`moved the previous data folder aside to ${result.movedAsideTo}`)
  console.log(`restored ${file} into ${dataDir}`)
  console.log(result.migrationsApplied === 0 ? 'the backup was up to date: no migration to apply' : `applied ${result.migrationsApplied} newer migration(s)`)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
})
