import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * The domain modules import in one direction only: a module's services may use modules of a lower
 * layer, never one of the same or a higher layer, so there are no import cycles between modules and
 * each can be read (and changed) knowing only what is beneath it. Resolvers are the API's
 * composition layer and may use any module's services (the login resolver merges the basket, for
 * one), but no service imports a resolver.
 */
const LAYERS: Record<string, number> = {
  common: 0,
  storefronts: 1,
  locations: 1,
  accounts: 1,
  catalog: 1,
  retention: 1,
  content: 2,
  cards: 2,
  search: 3,
  'card-data': 3,
  cart: 4,
  orders: 5,
  invoicing: 6,
  activation: 7,
  redeem: 7,
  doubler: 8,
  payments: 9,
  // An order on invoice is placed and starts waiting for its transfer like any order on invoice.
  business: 10,
}

const MODULES_DIR = path.resolve(__dirname)
const IMPORT = /from '((?:@\/server\/modules\/|\.\.\/)([a-z-]+)\/([a-z-]+))'/g

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) return sourceFiles(full)
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : []
  })
}

function crossModuleImports() {
  return sourceFiles(MODULES_DIR).flatMap((file) => {
    const from = path.relative(MODULES_DIR, file).split(path.sep)[0]!
    const text = readFileSync(file, 'utf8')
    return [...text.matchAll(IMPORT)]
      .map((match) => ({ file: path.relative(MODULES_DIR, file), from, to: match[2]!, target: match[3]! }))
      .filter((edge) => edge.to !== edge.from)
  })
}

describe('module layers', () => {
  const edges = crossModuleImports()

  it('knows every module', () => {
    const modules = readdirSync(MODULES_DIR).filter((name) => statSync(path.join(MODULES_DIR, name)).isDirectory())
    expect(modules.filter((name) => LAYERS[name] === undefined)).toEqual([])
  })

  it('sees the imports it checks', () => {
    // Guards the pattern above: payments does use orders, so zero edges would mean a broken check.
    expect(edges.some((edge) => edge.from === 'payments' && edge.to === 'orders')).toBe(true)
  })

  it('services import only from lower layers', () => {
    const upward = edges
      .filter((edge) => !edge.file.endsWith('resolvers.ts'))
      .filter((edge) => LAYERS[edge.to]! >= LAYERS[edge.from]!)
      .map((edge) => `${edge.file} -> ${edge.to}/${edge.target}`)
    expect(upward).toEqual([])
  })

  it('no module imports another module\'s resolvers', () => {
    expect(edges.filter((edge) => edge.target === 'resolvers').map((edge) => edge.file)).toEqual([])
  })
})
