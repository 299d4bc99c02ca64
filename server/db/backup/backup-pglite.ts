import 'server-only'
import fs from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { PGLITE_EXTENSIONS } from '../client'
import { acquirePgliteLock, livePgliteOwner } from '../pglite-lock'
import { requestBackupFromOwner } from './backup-requests'
import { dumpPgliteTo } from './dump-pglite'
import { fileTimestamp } from './file-timestamp'

/** `<DATA_DIR>/backups/pglite-<UTC timestamp>.tar.gz`, beside the data folder it saves. */
export function defaultBackupFile(dataDir: string, at: Date): string {
  return path.join(path.dirname(dataDir), 'backups', `pglite-${fileTimestamp(at)}.tar.gz`)
}

export interface BackupResult {
  file: string
  bytes: number
  /** The process id of the running shop that made it, or null when this process opened the folder. */
  madeByPid: number | null
}

/**
 * Backs up the embedded database in `dataDir` to `outFile` (docs/backup-and-restore.md): when a
 * live process owns the folder, that process makes the backup on request; otherwise this process
 * takes the lock, opens the folder, dumps it and closes it.
 */
export async function backupPglite(options: { dataDir: string; outFile: string; timeoutMs: number }): Promise<BackupResult> {
  const { dataDir, timeoutMs } = options
  const outFile = path.resolve(options.outFile)
  if (fs.existsSync(outFile)) throw new Error(`${outFile} already exists; a backup never overwrites a file.`)
  const owner = livePgliteOwner(dataDir)
  if (owner !== null) {
    return { file: outFile, bytes: await requestBackupFromOwner({ dataDir, ownerPid: owner, outFile, timeoutMs }), madeByPid: owner }
  }
  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) throw new Error(`There is no embedded database in ${dataDir} to back up.`)
  const release = acquirePgliteLock(dataDir)
  try {
    const client = await PGlite.create(dataDir, { extensions: PGLITE_EXTENSIONS })
    try {
      return { file: outFile, bytes: await dumpPgliteTo(client, outFile), madeByPid: null }
    } finally {
      await client.close()
    }
  } finally {
    release()
  }
}
