/**
 * `npm run db:backup [-- --out FILE] [--timeout SECONDS]`: a compressed copy of the embedded
 * database's data folder, by default `<DATA_DIR>/backups/pglite-<UTC timestamp>.tar.gz`, made by the
 * running shop when one owns the folder (docs/backup-and-restore.md). PostgreSQL is backed up with
 * its own `pg_dump`.
 */
import { parseArgs } from 'node:util'
import { pgliteDataDir } from '@/server/db/client'
import { backupPglite, defaultBackupFile } from '@/server/db/backup/backup-pglite'

async function main(): Promise<void> {
  if (process.env.DATABASE_URL) {
    throw new Error(
      'DATABASE_URL is set: this shop runs on PostgreSQL, whose backups are made with its own tools, e.g. ' +
        '`pg_dump -Fc "$DATABASE_URL" -f giftshop.dump` (see docs/backup-and-restore.md).',
    )
  }
  const { values } = parseArgs({ options: { out: { type: 'string' }, timeout: { type: 'string', default: '120' } } })
  const timeoutSeconds = Number(values.timeout)
  if (!(timeoutSeconds > 0)) throw new Error('--timeout takes a number of seconds above 0.')
  const dataDir = pgliteDataDir()
  const result = await backupPglite({ dataDir, outFile: values.out ?? defaultBackupFile(dataDir, new Date()), timeoutMs: timeoutSeconds * 1000 })
  const by = result.madeByPid === null ? '' : ` (made by the running shop, process ${result.madeByPid})`
  console.log(`${result.file}: ${(result.bytes / 1_048_576).toFixed(1)} MiB (${result.bytes} bytes)${by}`)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
})
