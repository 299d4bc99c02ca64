import { readFileSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { MODULE_LAYERS } from './boundaries.mjs'
import { MAP_END, MAP_START, MODULE_OWNS, moduleMap, withCurrentMap } from './module-map.mjs'

const root = path.resolve(__dirname, '..')
const page = readFileSync(path.join(root, 'docs/architecture.md'), 'utf8')

describe('the module map of docs/architecture.md (eslint-rules/module-map.mjs)', () => {
  it('is the one the lint table draws today (npm run docs:map writes it)', () => {
    expect(page.startsWith('# Architecture')).toBe(true)
    expect(page.indexOf(MAP_START)).toBeLessThan(page.indexOf('## Layers and request flow'))
    expect(withCurrentMap(page)).toBe(page)
  })

  it('says what every module owns, and names no module that is not there', () => {
    const modulesDir = path.join(root, 'server/modules')
    const modules = readdirSync(modulesDir).filter((name) => statSync(path.join(modulesDir, name)).isDirectory()).sort()
    expect(Object.keys(MODULE_OWNS).sort()).toEqual(modules)
    expect(Object.keys(MODULE_LAYERS).sort()).toEqual(modules)
  })

  it('draws each module in its layer, and the layers top down', () => {
    const map = moduleMap()
    expect(map).toContain('subgraph layer0["layer 0"]\n    m_common["common"]\n  end')
    expect(map).toContain('| 9 | `payments` |')
    expect(map.indexOf('subgraph layer10')).toBeLessThan(map.indexOf('subgraph layer0'))
    expect(map).toContain('  layer1 --> layer0')
    expect(map.endsWith(MAP_END)).toBe(true)
  })
})
