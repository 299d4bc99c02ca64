import 'server-only'
import fs from 'node:fs'
import path from 'node:path'

/**
 * PGlite has no lock of its own: two processes on one data folder silently lose writes. This lock
 * file lets exactly one process own the folder and tells any other what to do instead.
 */
export function acquirePgliteLock(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true })
  const lockPath = path.join(dataDir, '..', `${path.basename(dataDir)}.lock`)
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

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}
