import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { camt053v2 } from '@/tests/fixtures/camt053'

/**
 * The command itself, as an operator runs it: it loads the server modules outside Next (which once
 * failed on a CommonJS package and on `server-only`), reads the file, and says what it did. The
 * matching and paying are tested in tests/integration/invoices.test.ts.
 */
const run = promisify(execFile)

describe('npm run payments:import-statement', () => {
  let dir: string
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'import-statement-'))
  })
  afterAll(async () => rm(dir, { recursive: true, force: true }))

  const importStatement = (file: string) => run('npm', ['run', '--silent', 'payments:import-statement', file], { env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '' } })
    .then(({ stdout }) => ({ code: 0, stdout }), (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout + error.stderr }))

  it('lists a transfer that names no order for an operator (exit 1), and knows it the second time (exit 0)', async () => {
    const file = path.join(dir, 'statement.xml')
    await writeFile(file, camt053v2('BE21001234567803', [{ bankReference: 'B6K25BI0099', amount: '42.00', unstructured: 'Lidgeld tennisclub' }]))
    const first = await importStatement(file)
    expect(first.stdout).toContain('UNMATCHED       \tB6K25BI0099\t42.00 EUR\t-\tLidgeld tennisclub')
    expect(first.stdout).toContain('1 credits: 0 paid, 0 imported before, 1 for an operator')
    expect(first.code).toBe(1)
    const second = await importStatement(file)
    expect(second.stdout).toContain('1 credits: 0 paid, 1 imported before, 0 for an operator')
    expect(second.code).toBe(0)
  }, 120_000)

  it('refuses a file that is not a bank statement (exit 2)', async () => {
    const file = path.join(dir, 'order.xml')
    await writeFile(file, '<Document><CstmrCdtTrfInitn/></Document>')
    expect(await importStatement(file)).toMatchObject({ code: 2, stdout: expect.stringContaining('not a camt.053 bank statement') })
  }, 120_000)
})
