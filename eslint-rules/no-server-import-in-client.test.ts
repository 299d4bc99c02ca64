import path from 'node:path'
import { RuleTester } from 'eslint'
import { describe, it } from 'vitest'
import rule from './no-server-import-in-client.mjs'

const root = path.resolve(__dirname, '..')
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } })

describe('no-server-import-in-client', () => {
  it('forbids server/ in components, stores and use-client files, allows it elsewhere', () => {
    tester.run('no-server-import-in-client', rule as never, {
      valid: [
        { code: "import { getDb } from '@/server/db/client'", filename: path.join(root, 'app/api/health/route.ts') },
        { code: "import { x } from '@/graphql/error-codes'", filename: path.join(root, 'components/ui/button.tsx') },
        { code: "import { schema } from './schema'", filename: path.join(root, 'server/graphql/server-client.ts') },
      ],
      invalid: [
        { code: "import { getDb } from '@/server/db/client'", filename: path.join(root, 'components/catalog/card.tsx'), errors: [{ messageId: 'forbidden' }] },
        { code: "export { x } from '../server/modules/catalog/catalog-service'", filename: path.join(root, 'stores/cart.ts'), errors: [{ messageId: 'forbidden' }] },
        { code: "'use client'\nimport { getDb } from '../../server/db/client'", filename: path.join(root, 'app/x/client.tsx'), errors: [{ messageId: 'forbidden' }] },
        { code: "'use client'\nconst m = import('@/server/db/client')", filename: path.join(root, 'graphql/browser.tsx'), errors: [{ messageId: 'forbidden' }] },
      ],
    })
  })
})
