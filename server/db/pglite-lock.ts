import 'server-only'
import fs from 'node:fs'
import path from 'node:path'

/**
 * PGlite has no lock of its own: two processes on one data folder silently lose writes. This lock
 * file lets exactly one process own the folder and tells any other what to do instead.
 */
export function acquirePgliteLock(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true })
  const lockPath = pgliteLockPath(dataDir)
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' })
      const release = () => fs.rmSync(lockPath, { force: true })
      process.once('exit', release)
      return release
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const owner = Number(fs.readFileSync(lockPath, 'utf8'))
      if (owner === process.pid) return () => fs.rmSync(lockPath, { force: true })
      if (isAlive(owner)) {
        throw new Error(
          `The embedded database in ${dataDir} is already used by process ${owner}. ` +
            'PGlite can be opened by one process only: stop that process, or set DATABASE_URL=postgres://… ' +
            'to share a PostgreSQL server between processes.',
        )
      }
      // The owner died without cleaning up: the lock is stale.
      fs.rmSync(lockPath, { force: true })
    }
  }
  throw new Error(`Could not acquire the embedded database lock for ${dataDir}.`)
}

/** `<DATA_DIR>/pglite.lock`: beside the folder, so moving or replacing the folder keeps the lock. */
export function pgliteLockPath(dataDir: string): string {
  return path.join(dataDir, '..', `${path.basename(dataDir)}.lock`)
}

/** The live process that owns the folder (this one included), or null when the lock is free or stale. */
export function livePgliteOwner(dataDir: string): number | null {
  let owner: number
  try {
    owner = Number(fs.readFileSync(pgliteLockPath(dataDir), 'utf8'))
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw error
  }
  return isAlive(owner) ? owner : null
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}
