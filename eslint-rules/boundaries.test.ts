import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'
import { MODULE_LAYERS, SEEDING_ENTRY_POINTS } from './boundaries.mjs'

const root = path.resolve(__dirname, '..')
const configFile = path.join(root, 'eslint.config.mjs')
// The project's own lint configuration, so the test sees exactly what `npm run lint` enforces. The
// cycle check reads files from disk and cannot judge a text that is not there, so it is judged apart.
const eslint = new ESLint({ cwd: root, overrideConfigFile: configFile, overrideConfig: { rules: { 'import/no-cycle': 'off' } } })

/** The boundary problems lint reports for `code` as if it were the file at `file`. */
async function boundaryProblems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) })
  return result!.messages.filter((message) => message.ruleId === 'import/no-restricted-paths').map((message) => message.message)
}

/** The order-table problems lint reports for `code` as if it were the file at `file`. */
async function orderTableProblems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) })
  return result!.messages.filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message)
}

describe('import boundaries (eslint-rules/boundaries.mjs)', () => {
  it('gives every server module a layer', () => {
    const modulesDir = path.join(root, 'server/modules')
    const modules = readdirSync(modulesDir).filter((name) => statSync(path.join(modulesDir, name)).isDirectory())
    expect(modules.filter((name) => !(name in MODULE_LAYERS))).toEqual([])
  })

  it('lets a module import a lower layer, and refuses the same or a higher one', async () => {
    expect(await boundaryProblems('server/modules/payments/new-rule.ts', "import { placeOrder } from '../orders/placement'\nexport const x = placeOrder")).toEqual([])
    const upward = await boundaryProblems('server/modules/cart/new-rule.ts', "import { refundPayment } from '@/server/modules/payments/refunds'\nexport const x = refundPayment")
    expect(upward).toEqual([expect.stringContaining('server/modules/cart (layer 4) may only import modules of a lower layer')])
    const sideways = await boundaryProblems('server/modules/redeem/new-rule.ts', "import { ACTIVATION_LIMITS } from '../activation/activation-service'\nexport const x = ACTIVATION_LIMITS")
    expect(sideways).toHaveLength(1)
  })

  it('lets resolvers and tests compose any module, but no module import resolvers', async () => {
    const payments = "import { refundPayment } from '@/server/modules/payments/refunds'\nexport const x = refundPayment"
    expect(await boundaryProblems('server/modules/cart/resolvers.ts', payments)).toEqual([])
    expect(await boundaryProblems('server/modules/cart/new-rule.test.ts', payments)).toEqual([])
    const resolvers = await boundaryProblems('server/modules/payments/new-rule.ts', "import { cartResolvers } from '../cart/resolvers'\nexport const x = cartResolvers")
    expect(resolvers.some((problem) => problem.includes('never resolvers'))).toBe(true)
  })

  it('keeps validation, config, stores and the server free of components/ and app/', async () => {
    for (const file of ['validation/new-rule.ts', 'config/new-table.ts', 'stores/new-store.ts', 'server/services/new-service.ts']) {
      const problems = await boundaryProblems(file, "import { SERVER_ERROR } from '@/components/forms/field-errors'\nexport const x = SERVER_ERROR")
      expect(problems, file).toEqual([expect.stringContaining('is not UI code')])
    }
  })

  it('keeps seed data out of app/', async () => {
    const problems = await boundaryProblems('app/new/route.ts', "import { SUPPORTED_CURRENCIES } from '@/server/db/seed/currencies'\nexport const x = SUPPORTED_CURRENCIES")
    expect(problems).toEqual([expect.stringContaining('Seed data')])
    expect(await boundaryProblems('app/new/route.ts', "import { ALL_BRANDS } from '@/server/brand-catalogue/brands'\nexport const x = ALL_BRANDS")).toEqual([])
  })

  it('keeps server/ out of graphql/, and lets the server use the shared contract', async () => {
    const schema = await boundaryProblems('graphql/new-helper.ts', "import { schema } from '@/server/graphql/schema'\nexport const x = schema")
    expect(schema).toEqual([expect.stringContaining('graphql/ is shared with the browser')])
    const relative = await boundaryProblems('graphql/new-helper.ts', "import { getDb } from '../server/db/client'\nexport const x = getDb")
    expect(relative).toEqual([expect.stringContaining('graphql/ is shared with the browser')])
    expect(await boundaryProblems('server/graphql/new-helper.ts', "import { ERROR_CODES } from '@/graphql/error-codes'\nexport const x = ERROR_CODES")).toEqual([])
  })

  it('lets only the seeding entry points and tests import the seed', async () => {
    const seed = "import { seedIfEmpty } from '@/server/db/seed'\nexport const x = seedIfEmpty"
    const refused = ['server/db/client.ts', 'server/db/backup/new-step.ts', 'server/http/legacy-english-paths.ts', 'server/modules/cards/new-rule.ts', 'server/jobs.ts', 'scripts/cards-retail.ts', 'proxy.ts', 'config/new-table.ts', 'app/new/route.ts']
    for (const file of refused) {
      expect(await boundaryProblems(file, seed), file).toEqual([expect.stringContaining('Seed data')])
    }
    expect(await boundaryProblems('server/db/client.ts', "import { seedIfEmpty } from './seed'\nexport const x = seedIfEmpty")).toEqual([expect.stringContaining('Seed data')])
    const allowed = [...SEEDING_ENTRY_POINTS, 'server/db/seed/new-part.ts', 'tests/integration/new.test.ts', 'tests/helpers/new-helper.ts', 'server/modules/cards/new-rule.test.ts']
    for (const file of allowed) expect(await boundaryProblems(file, seed), file).toEqual([])
  })

  it('keeps server/db free of modules, the seed aside', async () => {
    const cards = "import { newPin } from '@/server/modules/cards/gift-card-numbers'\nexport const x = newPin"
    for (const file of ['server/db/client.ts', 'server/db/schema/new-table.ts', 'server/db/backup/new-step.ts']) {
      expect(await boundaryProblems(file, cards), file).toEqual([expect.stringContaining('imports no module')])
    }
    expect(await boundaryProblems('server/db/seed/new-part.ts', cards)).toEqual([])
  })

  it('keeps pages, layouts and their helpers off server/db and server/modules, and lets route handlers and tests use them', async () => {
    const db = "import { getDb } from '@/server/db/client'\nexport const x = getDb"
    const moduleImport = "import { customerOfSession } from '@/server/modules/accounts/sessions'\nexport const x = customerOfSession"
    for (const file of ['app/[store]/[locale]/new/page.tsx', 'app/[store]/[locale]/layout.tsx', 'app/[store]/[locale]/_lib/new-loader.ts', 'app/api/new/new-response.ts']) {
      for (const code of [db, moduleImport]) expect(await boundaryProblems(file, code), file).toEqual([expect.stringContaining('read through GraphQL')])
    }
    for (const file of ['app/api/new/route.ts', 'app/[store]/new-file/route.ts', 'app/api/new/route.test.ts']) {
      expect(await boundaryProblems(file, db), file).toEqual([])
      expect(await boundaryProblems(file, moduleImport), file).toEqual([])
    }
    // The GraphQL server client is the first door.
    expect(await boundaryProblems('app/[store]/[locale]/new/page.tsx', "import { serverQuery } from '@/server/graphql/server-client'\nexport const x = serverQuery")).toEqual([])
  })

  it('keeps proxy.ts and instrumentation.ts free of components/ and app/', async () => {
    for (const file of ['proxy.ts', 'instrumentation.ts']) {
      const problems = await boundaryProblems(file, "import { SERVER_ERROR } from '@/components/forms/field-errors'\nexport const x = SERVER_ERROR")
      expect(problems, file).toEqual([expect.stringContaining(`${file} is not UI code`)])
      const page = await boundaryProblems(file, "import { pageContext } from '@/app/[store]/[locale]/_lib/page-context'\nexport const x = pageContext")
      expect(page, file).toEqual([expect.stringContaining(`${file} is not UI code`)])
    }
  })

  it('keeps the order tables in the order module', async () => {
    const planted = (table: string, from = '@/server/db/schema') => `import { ${table} } from '${from}'\nexport const x = ${table}`
    for (const file of ['server/modules/payments/new-rule.ts', 'server/modules/cart/basket-rule.ts', 'server/services/metrics/new-figures.ts', 'scripts/new-report.ts']) {
      for (const table of ['orders', 'shipments', 'packages']) {
        expect(await orderTableProblems(file, planted(table)), `${file} ${table}`).toEqual([expect.stringContaining('Only server/modules/order')])
      }
    }
    expect(await orderTableProblems('server/modules/invoicing/new-rule.ts', planted('orders', '../../db/schema'))).toEqual([expect.stringContaining('Only server/modules/order')])
    expect(await orderTableProblems('server/modules/orders/new-rule.ts', planted('packages', '@/server/db/schema/orders'))).toEqual([expect.stringContaining('Only server/modules/order')])
    expect(await orderTableProblems('server/modules/payments/new-rule.ts', "import * as schema from '@/server/db/schema'\nexport const x = schema")).toHaveLength(1)
    // The order module and the database's own code may; any other table stays open to every module.
    expect(await orderTableProblems('server/modules/order/new-repository.ts', planted('orders'))).toEqual([])
    expect(await orderTableProblems('server/db/seed/new-seed.ts', planted('packages', '../schema'))).toEqual([])
    expect(await orderTableProblems('server/modules/payments/new-rule.ts', planted('payments'))).toEqual([])
  })

  it('finds an import cycle', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cycle-'))
    try {
      writeFileSync(path.join(dir, 'a.ts'), "import { b } from './b'\nexport const a = () => b\n")
      writeFileSync(path.join(dir, 'b.ts'), "import { a } from './a'\nexport const b = () => a\n")
      writeFileSync(path.join(dir, 'c.ts'), "import { a } from './a'\nexport const c = () => a\n")
      const [a, , c] = await new ESLint({ cwd: dir, overrideConfigFile: configFile }).lintFiles(['a.ts', 'b.ts', 'c.ts'])
      expect(a!.messages.map((message) => message.ruleId)).toContain('import/no-cycle')
      expect(c!.messages.map((message) => message.ruleId)).not.toContain('import/no-cycle')
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
