import 'server-only'
import fs from 'node:fs/promises'
import path from 'node:path'
import type { PGlite } from '@electric-sql/pglite'

/**
 * Writes a gzipped tarball of the open PGlite's data folder to `outFile` and returns its size in bytes.
 *
 * Consistency (docs/backup-and-restore.md): PGlite runs one statement at a time, but its own
 * `dumpDataDir()` only waits for the statement in progress, not for an open transaction, so it
 * could catch a transaction half-way. It therefore runs inside PGlite's transaction mutex, the one
 * every `query`, `exec` and `transaction` holds until it ends: the files are copied between two
 * transactions, with nothing running. The CHECKPOINT before is not needed for consistency (the
 * copy includes the write-ahead log, which a restored database replays like after a crash); it
 * flushes the data files so that replay is short.
 *
 * The file is written as `<outFile>.partial` and renamed when complete, so whoever waits for it
 * never reads half a backup.
 */
export async function dumpPgliteTo(client: PGlite, outFile: string): Promise<number> {
  await client.exec('CHECKPOINT')
  const dump = await client._runExclusiveTransaction(() => client.dumpDataDir('gzip'))
  const bytes = Buffer.from(await dump.arrayBuffer())
  await fs.mkdir(path.dirname(outFile), { recursive: true })
  const partial = `${outFile}.partial`
  await fs.writeFile(partial, bytes)
  await fs.rename(partial, outFile)
  return bytes.length
}
