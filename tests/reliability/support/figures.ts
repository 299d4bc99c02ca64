/** Figures of the last run (docs/reliability.md quotes them): one JSON file per run, merged by name. */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { ROOT } from './servers'

const FILE = process.env.RELIABILITY_FIGURES ?? path.join(ROOT, 'test-results', 'reliability-figures.json')

export function record(name: string, figures: Record<string, unknown>): void {
  let all: Record<string, unknown> = {}
  try {
    all = JSON.parse(readFileSync(FILE, 'utf8')) as Record<string, unknown>
  } catch {
    // first figure of the run
  }
  all[name] = { ...figures, at: new Date().toISOString() }
  mkdirSync(path.dirname(FILE), { recursive: true })
  writeFileSync(FILE, `${JSON.stringify(all, null, 2)}\n`)
  console.log(`[figures] ${name}: ${JSON.stringify(figures)}`)
}
