import { readFileSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * One list of settings, kept in step three ways: the README's configuration table says what each
 * does, `.env.example` lists them with their defaults for an operator to copy, and every variable
 * the code reads is in both. A new `env.X` without a row fails here.
 */
const ROOT = path.resolve(__dirname, '../..')
/** Set by the platform or the tools, not by an operator of the shop. */
const PLATFORM = new Set(['NODE_ENV', 'NEXT_PHASE', 'NEXT_RUNTIME', 'HOSTNAME', 'CI'])
/** The benchmark's own switches, documented with its options in docs/performance.md. */
const BENCHMARK = /^BENCH_/

function readmeTable(): string[] {
  const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8')
  const section = readme.split('## Configuration')[1]!.split('\n## ')[0]!
  return section.split('\n').filter((line) => line.startsWith('| `'))
}

/** The names of the table's rows (first column) and, in any column, every variable it names. */
function readmeNames() {
  const rows = readmeTable()
  const own = rows.flatMap((row) => [...row.split(' | ')[0]!.matchAll(/`([A-Z][A-Z0-9_<>]+)`/g)].map((match) => match[1]!))
  const mentioned = rows.flatMap((row) => [...row.matchAll(/`([A-Z][A-Z0-9_<>]*_[A-Z0-9_<>]+)`/g)].map((match) => match[1]!))
  return { own, all: new Set([...own, ...mentioned]) }
}

function exampleNames(): string[] {
  return [...readFileSync(path.join(ROOT, '.env.example'), 'utf8').matchAll(/^# ([A-Z][A-Z0-9_<>]+)=/gm)].map((match) => match[1]!)
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) return name === 'node_modules' || name.startsWith('.') ? [] : sourceFiles(full)
    return /\.(ts|tsx|mjs)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : []
  })
}

/** Every variable the shop's code reads by name: `env.X`, `env['X']`, or a helper's `(env, 'X')`. */
function variablesInCode(): Map<string, string> {
  const dirs = ['app', 'server', 'config', 'components', 'graphql', 'i18n', 'stores', 'validation', 'scripts', 'tests/e2e']
  const files = [...dirs.flatMap((dir) => sourceFiles(path.join(ROOT, dir))), path.join(ROOT, 'next.config.ts'), path.join(ROOT, 'playwright.config.ts')]
  const found = new Map<string, string>()
  for (const file of files) {
    const text = readFileSync(file, 'utf8')
    for (const match of text.matchAll(/\benv(?:\.([A-Z][A-Z0-9_]+)|\[['"]([A-Z][A-Z0-9_]+)['"]\])|\(env, '([A-Z][A-Z0-9_]+)'/g)) {
      found.set(match[1] ?? match[2] ?? match[3]!, path.relative(ROOT, file))
    }
  }
  return found
}

describe('configuration', () => {
  it('.env.example lists every row of the README\'s table, and nothing the table does not name', () => {
    const example = exampleNames()
    const { own, all } = readmeNames()
    expect(own.length).toBeGreaterThan(40)
    expect(own.filter((name) => !example.includes(name))).toEqual([])
    expect(example.filter((name) => !all.has(name))).toEqual([])
    expect(new Set(example).size).toBe(example.length)
  })

  it('every variable the code reads is documented in the README and listed in .env.example', () => {
    const names = exampleNames()
    // `HELPDESK_URL_<CODE>` covers HELPDESK_URL_CBBE.
    const patterns = names.filter((name) => name.includes('<')).map((name) => new RegExp(`^${name.replace(/<[A-Z]+>/g, '[A-Z0-9_]+')}$`))
    const documented = (name: string) => names.includes(name) || patterns.some((pattern) => pattern.test(name))
    const inCode = variablesInCode()
    // Guards the scan itself: these are read in several ways and must be found.
    for (const name of ['DATABASE_URL', 'ADYEN_TIMEOUT_MS', 'MAIL_RETENTION_DAYS', 'DOCUMENT_LINK_KEY']) expect(inCode.has(name)).toBe(true)
    const undocumented = [...inCode].filter(([name]) => !PLATFORM.has(name) && !BENCHMARK.test(name) && !documented(name))
      .map(([name, file]) => `${name} (${file})`)
    expect(undocumented).toEqual([])
  })
})
