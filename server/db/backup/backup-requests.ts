import 'server-only'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { loggerFor } from '@/server/services/log/logger'

const log = loggerFor('backup')

/**
 * How `npm run db:backup` asks the process that owns the embedded database for a backup
 * (docs/backup-and-restore.md): PGlite cannot be opened by a second process, so the owner makes it.
 *
 * - The owner, when it opens the database, registers a SIGUSR2 handler and writes a marker
 *   `<DATA_DIR>/pglite.backup-requests/listening.<pid>`. A process without the marker (a build
 *   before this, a script) is never signalled: SIGUSR2's default action ends a process.
 * - The requester writes `<id>.json` (`{ "outFile": "/absolute/path" }`) into that folder, under
 *   a temporary name renamed at the end, then sends SIGUSR2 to the owner.
 * - The owner takes every request file (deleting it first, so a request is served once), dumps to
 *   `<outFile>.partial` and renames it to `outFile`; on failure it writes `<outFile>.error` with the
 *   reason. The requester waits for one of the two, or gives up after its timeout.
 */
export const BACKUP_SIGNAL = 'SIGUSR2'

export function backupRequestsDir(dataDir: string): string {
  return path.join(dataDir, '..', `${path.basename(dataDir)}.backup-requests`)
}

function listeningMarker(dataDir: string, pid: number): string {
  return path.join(backupRequestsDir(dataDir), `listening.${pid}`)
}

type Dump = (outFile: string) => Promise<number>

/** Owner side: answers backup requests until the returned function is called (when the database closes). */
export function listenForBackupRequests(dataDir: string, dump: Dump): () => void {
  let answering = Promise.resolve()
  // Signals that arrive while a dump runs queue behind it; each pass takes every waiting request.
  const onSignal = () => {
    answering = answering.then(() => answerBackupRequests(dataDir, dump))
  }
  fs.mkdirSync(backupRequestsDir(dataDir), { recursive: true })
  const marker = listeningMarker(dataDir, process.pid)
  fs.writeFileSync(marker, '')
  const removeMarker = () => fs.rmSync(marker, { force: true })
  process.on(BACKUP_SIGNAL, onSignal)
  process.once('exit', removeMarker)
  return () => {
    process.off(BACKUP_SIGNAL, onSignal)
    process.off('exit', removeMarker)
    removeMarker()
    // Leave no empty folder behind; one still holding another's request or marker stays.
    try {
      fs.rmdirSync(backupRequestsDir(dataDir))
    } catch {
      // not empty
    }
  }
}

/** Serves every request file waiting now. Never throws: a failure is the requester's answer. */
export async function answerBackupRequests(dataDir: string, dump: Dump): Promise<void> {
  const dir = backupRequestsDir(dataDir)
  const names = fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => name.endsWith('.json')).sort() : []
  for (const name of names) {
    const requestFile = path.join(dir, name)
    let outFile: unknown
    try {
      outFile = (JSON.parse(fs.readFileSync(requestFile, 'utf8')) as { outFile?: unknown }).outFile
      fs.rmSync(requestFile)
    } catch {
      continue // another pass took it first
    }
    if (typeof outFile !== 'string' || !path.isAbsolute(outFile)) {
      log.error({ request: name }, 'backup request names no absolute output file; ignored')
      continue
    }
    try {
      const bytes = await dump(outFile)
      log.info({ file: outFile, bytes }, 'backup written')
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error)
      log.error({ file: outFile, reason }, 'backup failed')
      try {
        fs.writeFileSync(`${outFile}.error`, reason)
      } catch {
        // The requester times out instead.
      }
    }
  }
}

export interface OwnerBackupRequest {
  dataDir: string
  ownerPid: number
  outFile: string
  timeoutMs: number
  /** How often the answer is looked for. */
  pollMs?: number
}

/** Requester side: asks the owner for a backup in `outFile` and waits for it; returns its size in bytes. */
export async function requestBackupFromOwner({ dataDir, ownerPid, outFile, timeoutMs, pollMs = 100 }: OwnerBackupRequest): Promise<number> {
  if (!fs.existsSync(listeningMarker(dataDir, ownerPid))) {
    throw new Error(
      `Process ${ownerPid} holds the embedded database in ${dataDir} but does not take backup requests ` +
        '(a backup or restore in progress, a shop still starting up, or one started before backups existed). ' +
        'Wait for it to finish starting or to end, or stop it, then run the backup again.',
    )
  }
  const dir = backupRequestsDir(dataDir)
  const requestFile = path.join(dir, `${process.pid}-${randomBytes(4).toString('hex')}.json`)
  const errorFile = `${outFile}.error`
  fs.rmSync(errorFile, { force: true })
  fs.writeFileSync(`${requestFile}.partial`, JSON.stringify({ outFile }))
  fs.renameSync(`${requestFile}.partial`, requestFile)
  process.kill(ownerPid, BACKUP_SIGNAL)

  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (fs.existsSync(outFile)) return fs.statSync(outFile).size
    if (fs.existsSync(errorFile)) {
      const reason = fs.readFileSync(errorFile, 'utf8')
      fs.rmSync(errorFile, { force: true })
      throw new Error(`The shop (process ${ownerPid}) could not make the backup: ${reason}`)
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs))
  }
  const taken = !fs.existsSync(requestFile)
  fs.rmSync(requestFile, { force: true })
  throw new Error(
    taken
      ? `The shop (process ${ownerPid}) took the backup request but had not finished after ${timeoutMs / 1000} s; ` +
          `${outFile} may still appear. Try again with a longer --timeout.`
      : `The shop (process ${ownerPid}) did not answer the backup request within ${timeoutMs / 1000} s ` +
          '(busy, stopped, or not the shop). Nothing was written.',
  )
}
