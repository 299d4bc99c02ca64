/**
 * Writes the module map at the top of docs/architecture.md from the lint table
 * (eslint-rules/module-map.mjs): run after changing a module's layer or what it owns.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { withCurrentMap } from '../eslint-rules/module-map.mjs'

const page = path.join(import.meta.dirname, '..', 'docs', 'architecture.md')
writeFileSync(page, withCurrentMap(readFileSync(page, 'utf8')))
console.log('docs/architecture.md: module map written')
