import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { spawn, type ChildProcess } from 'node:child_process'
import { afterEach, describe, expect, it } from 'vitest'
import { BACKUP_SIGNAL, backupRequestsDir, listenForBackupRequests, requestBackupFromOwner } from './backup-requests'

/**
 * The request and answer between `npm run db:backup` and the process that owns the embedded
 * database, with this test process as the owner (the real signal, sent to itself) and a stand-in
 * dump that writes a known text the way dumpPgliteTo does (`.partial`, then renamed).
 */
const cleanups: Array<() => void> = []
afterEach(() => cleanups.splice(0).reverse().forEach((cleanup) => cleanup()))

function tempDataDir(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-requests-'))
  cleanups.push(() => fs.rmSync(root, { recursive: true, force: true }))
  return path.join(root, 'pglite')
}

function listen(dataDir: string, dump: (outFile: string) => Promise<number>) {
  const stop = listenForBackupRequests(dataDir, dump)
  cleanups.push(stop)
  return stop
}

const writeText = (text: string) => async (outFile: string) => {
  fs.writeFileSync(`${outFile}.partial`, text)
  fs.renameSync(`${outFile}.partial`, outFile)
  return Buffer.byteLength(text)
}

function child(script: string): ChildProcess {
  const process_ = spawn(process.execPath, ['-e', script])
  cleanups.push(() => process_.kill('SIGKILL'))
  return process_
}

describe('backup requests', () => {
  it('the owner answers a request with the file it names, and the request is gone afterwards', async () => {
    const dataDir = tempDataDir()
    const outFile = path.join(path.dirname(dataDir), 'backups', 'one.tar.gz')
    fs.mkdirSync(path.dirname(outFile))
    listen(dataDir, writeText('a backup of 23 bytes...'))
    expect(await requestBackupFromOwner({ dataDir, ownerPid: process.pid, outFile, timeoutMs: 20_000 })).toBe(23)
    expect(fs.readFileSync(outFile, 'utf8')).toBe('a backup of 23 bytes...')
    expect(fs.readdirSync(backupRequestsDir(dataDir))).toEqual([`listening.${process.pid}`])
  })

  it('serves two requests sent at once, each with its own file', async () => {
    const dataDir = tempDataDir()
    const first = path.join(path.dirname(dataDir), 'first.tar.gz')
    const second = path.join(path.dirname(dataDir), 'second.tar.gz')
    listen(dataDir, async (outFile) => writeText(path.basename(outFile))(outFile))
    expect(await Promise.all([
      requestBackupFromOwner({ dataDir, ownerPid: process.pid, outFile: first, timeoutMs: 20_000 }),
      requestBackupFromOwner({ dataDir, ownerPid: process.pid, outFile: second, timeoutMs: 20_000 }),
    ])).toEqual([12, 13])
    expect([fs.readFileSync(first, 'utf8'), fs.readFileSync(second, 'utf8')]).toEqual(['first.tar.gz', 'second.tar.gz'])
  })

  it("a failed dump is the requester's error, with the owner's reason, and leaves no file", async () => {
    const dataDir = tempDataDir()
    const outFile = path.join(path.dirname(dataDir), 'failed.tar.gz')
    listen(dataDir, async () => {
      throw new Error('no space left on device')
    })
    await expect(requestBackupFromOwner({ dataDir, ownerPid: process.pid, outFile, timeoutMs: 20_000 }))
      .rejects.toThrow(`The shop (process ${process.pid}) could not make the backup: no space left on device`)
    expect(fs.readdirSync(path.dirname(dataDir)).sort()).toEqual(['pglite.backup-requests'])
  })

  it('never signals an owner that does not listen (SIGUSR2 would end it), and says why', async () => {
    const dataDir = tempDataDir()
    const owner = child('setTimeout(() => {}, 20000)')
    await expect(requestBackupFromOwner({ dataDir, ownerPid: owner.pid!, outFile: path.join(path.dirname(dataDir), 'x.tar.gz'), timeoutMs: 20_000 }))
      .rejects.toThrow(`Process ${owner.pid} holds the embedded database in ${dataDir} but does not take backup requests`)
    expect(owner.exitCode).toBeNull()
    expect(owner.signalCode).toBeNull()
  })

  it('gives up on an owner that does not answer, says so, and takes its request back', async () => {
    const dataDir = tempDataDir()
    // Listens (has the marker, ignores the signal) but never answers: a shop that is stuck.
    const owner = child(`process.on('${BACKUP_SIGNAL}', () => {}); console.log('ready'); setTimeout(() => {}, 20000)`)
    await new Promise((resolve) => owner.stdout!.once('data', resolve))
    fs.mkdirSync(backupRequestsDir(dataDir), { recursive: true })
    fs.writeFileSync(path.join(backupRequestsDir(dataDir), `listening.${owner.pid}`), '')
    const outFile = path.join(path.dirname(dataDir), 'never.tar.gz')
    await expect(requestBackupFromOwner({ dataDir, ownerPid: owner.pid!, outFile, timeoutMs: 500 }))
      .rejects.toThrow(`The shop (process ${owner.pid}) did not answer the backup request within 0.5 s (busy, stopped, or not the shop). Nothing was written.`)
    expect(fs.readdirSync(backupRequestsDir(dataDir))).toEqual([`listening.${owner.pid}`])
    expect(fs.existsSync(outFile)).toBe(false)
  })

  it('stops listening when the database closes: the signal handler, the marker and the empty folder go', () => {
    const dataDir = tempDataDir()
    const before = process.listenerCount(BACKUP_SIGNAL)
    const stop = listenForBackupRequests(dataDir, writeText('unused'))
    expect(process.listenerCount(BACKUP_SIGNAL)).toBe(before + 1)
    expect(fs.readdirSync(backupRequestsDir(dataDir))).toEqual([`listening.${process.pid}`])
    stop()
    expect(process.listenerCount(BACKUP_SIGNAL)).toBe(before)
    expect(fs.existsSync(backupRequestsDir(dataDir))).toBe(false)
  })
})
