import 'server-only'
import fs from 'node:fs/promises'
import path from 'node:path'
import type { PGlite } from '@electric-sql/pglite'

/**
 * Writes a gzipped tarball of the open PGlite's data folder to `outFile` and returns its size in bytes.
 *
 * Consistency (docs/backup-and-restore.md): PGlite runs one statement at a time, and its own
 * `dumpDataDir()` waits for the statement in progress, so the files are copied as one instant with
 * the write-ahead log; a restored database replays the log and drops a transaction that had not
 * committed, as PostgreSQL does after a crash. It does not wait for an open transaction, though, so
 * the dump runs inside PGlite's transaction mutex too (the one every `query`, `exec` and
 * `transaction` holds until it ends): the copy is taken between two transactions, with nothing
 * open for the replay to undo. The CHECKPOINT before flushes the data files so the replay is short.
 *
 * The file is written as `<outFile>.partial` and renamed when complete, so whoever waits for it
 * never reads half a backup. Only its owner may read it: it holds customers' data and card numbers.
 */
export async function dumpPgliteTo(client: PGlite, outFile: string): Promise<number> {
  await client.exec('CHECKPOINT')
  const dump = await client._runExclusiveTransaction(() => client.dumpDataDir('gzip'))
  const bytes = Buffer.from(await dump.arrayBuffer())
  await fs.mkdir(path.dirname(outFile), { recursive: true })
  const partial = `${outFile}.partial`
  await fs.writeFile(partial, bytes, { mode: 0o600 })
  await fs.rename(partial, outFile)
  return bytes.length
}
