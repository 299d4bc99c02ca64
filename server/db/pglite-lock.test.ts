import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { spawn } from 'node:child_process'
import { afterEach, describe, expect, it } from 'vitest'
import { acquirePgliteLock } from './pglite-lock'

const dirs: string[] = []
function tempDataDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-lock-'))
  dirs.push(dir)
  return path.join(dir, 'pglite')
}
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })))

describe('acquirePgliteLock', () => {
  it('refuses a second process with a message naming DATABASE_URL', async () => {
    const dataDir = tempDataDir()
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)'])
    try {
      fs.mkdirSync(dataDir, { recursive: true })
      fs.writeFileSync(`${dataDir}.lock`, String(other.pid))
      expect(() => acquirePgliteLock(dataDir)).toThrow(/already used by process \d+.*DATABASE_URL/s)
    } finally {
      other.kill()
    }
  })

  it('takes over the lock of a process that died, and releases it', () => {
    const dataDir = tempDataDir()
    fs.mkdirSync(dataDir, { recursive: true })
    fs.writeFileSync(`${dataDir}.lock`, '999999999')
    const release = acquirePgliteLock(dataDir)
    expect(fs.readFileSync(`${dataDir}.lock`, 'utf8')).toBe(String(process.pid))
    release()
    expect(fs.existsSync(`${dataDir}.lock`)).toBe(false)
  })

  it('lets the owning process open it again', () => {
    const dataDir = tempDataDir()
    acquirePgliteLock(dataDir)
    expect(() => acquirePgliteLock(dataDir)).not.toThrow()
  })
})
