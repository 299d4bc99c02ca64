import { execFile } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/**
 * The command itself, as an operator runs it: it loads the server modules outside Next and says what it did.
 * What the message does is tested in tests/integration/redeem-header-message.test.ts.
 */
const run = promisify(execFile)

describe('npm run content:redeem-message', () => {
  let dir: string
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'redeem-message-'))
  })
  afterAll(async () => rm(dir, { recursive: true, force: true }))

  const message = (...args: string[]) => run('npm', ['run', '--silent', 'content:redeem-message', '--', ...args], {
    env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '', APP_URL: '', REVALIDATE_SECRET: '' },
  }).then(({ stdout }) => ({ code: 0, stdout }), (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout + error.stderr }))

  it('sets and clears a message (exit 0), refuses a language the storefront lacks (exit 1) and says how to call it (exit 2)', async () => {
    expect(await message('CBBE', 'fr', 'Fermé le 1er mai.')).toMatchObject({ code: 0, stdout: expect.stringContaining('CBBE fr: the redeem header says "Fermé le 1er mai."') })
    expect(await message('cbbe', 'fr', '--clear')).toMatchObject({ code: 0, stdout: expect.stringContaining('CBBE fr: the redeem header has no informative message') })
    expect(await message('CBBE', 'de', 'Hallo')).toMatchObject({ code: 1, stdout: expect.stringContaining('the storefront has no such language (it has nl, fr)') })
    expect(await message('CBBE', 'nl')).toMatchObject({ code: 2, stdout: expect.stringContaining('usage: npm run content:redeem-message') })
  }, 180_000)
})
