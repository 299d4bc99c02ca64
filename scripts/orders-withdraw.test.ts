import { execFile } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/**
 * The command itself, as an operator runs it: it loads the server modules outside Next and says
 * what it did. Taking an order back is tested in tests/integration/order-withdrawal.test.ts.
 */
const run = promisify(execFile)

describe('npm run orders:withdraw', () => {
  let dir: string
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'orders-withdraw-'))
  })
  afterAll(async () => rm(dir, { recursive: true, force: true }))

  const withdraw = (...args: string[]) => run('npm', ['run', '--silent', 'orders:withdraw', ...args], { env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '' } })
    .then(({ stdout }) => ({ code: 0, stdout }), (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout + error.stderr }))

  it('says when no order has the reference (exit 1), and how to call it (exit 2)', async () => {
    expect(await withdraw('CBBE-20260101-000000')).toMatchObject({ code: 1, stdout: expect.stringContaining('CBBE-20260101-000000: no such order') })
    expect(await withdraw()).toMatchObject({ code: 2, stdout: expect.stringContaining('usage: npm run orders:withdraw REFERENCE') })
  }, 120_000)
})
