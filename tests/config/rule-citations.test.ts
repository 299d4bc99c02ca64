import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * The product rules are stated once, in docs/rules/, and the code cites those pages by path. This
 * keeps the map true: every cited page exists, every link on a rule page leads to a file that
 * exists, and no citation of a document outside the repository creeps back in.
 */
const ROOT = path.resolve(__dirname, '../..')
const SOURCE_ROOTS = ['app', 'components', 'config', 'graphql', 'i18n', 'server', 'stores', 'validation', 'scripts', 'tests', 'docs']
const SOURCE_FILES = /\.(ts|tsx|mts|mjs|graphql|md|json|css)$/
const SKIPPED = new Set(['node_modules', 'generated', 'results'])
const RULES = path.join(ROOT, 'docs/rules')

function filesUnder(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const full = path.join(directory, name)
    if (statSync(full).isDirectory()) return SKIPPED.has(name) ? [] : filesUnder(full)
    return SOURCE_FILES.test(name) ? [full] : []
  })
}

const sources = [
  ...SOURCE_ROOTS.flatMap((root) => filesUnder(path.join(ROOT, root))),
  ...['README.md', 'proxy.ts', 'next.config.ts', '.env.example'].map((name) => path.join(ROOT, name)),
].map((file) => ({ file: path.relative(ROOT, file), text: readFileSync(file, 'utf8') }))

describe('rule citations', () => {
  it('cite only rule pages that exist', () => {
    const cited = new Set(sources.flatMap(({ text }) => [...text.matchAll(/docs\/rules\/([a-z-]+\.md)/g)].map((match) => match[1]!)))
    expect(cited.size).toBeGreaterThan(10)
    const missing = [...cited].filter((page) => !existsSync(path.join(RULES, page)))
    expect(missing).toEqual([])
  })

  it('cite no numbered sections of a document outside the repository', () => {
    const marker = String.fromCharCode(0xa7)
    const offenders = sources.filter(({ text }) => text.includes(marker))
    expect(offenders.map(({ file }) => file)).toEqual([])
  })

  it('link from every rule page only to files that exist', () => {
    const broken = readdirSync(RULES).flatMap((page) => {
      // Inline code (a postcode pattern, say) is not a link.
      const text = readFileSync(path.join(RULES, page), 'utf8').replace(/`[^`\n]*`/g, '')
      return [...text.matchAll(/\]\(([^)#\s]+)(#[^)]*)?\)/g)]
        .map((match) => decodeURIComponent(match[1]!))
        .filter((target) => !/^[a-z]+:/.test(target))
        .filter((target) => !existsSync(path.resolve(RULES, target)))
        .map((target) => `${page} → ${target}`)
    })
    expect(broken).toEqual([])
  })

  it('index every rule page', () => {
    const index = readFileSync(path.join(RULES, 'README.md'), 'utf8')
    const unlisted = readdirSync(RULES).filter((page) => page !== 'README.md' && !index.includes(`(${page})`))
    expect(unlisted).toEqual([])
  })
})
