import nextCoreWebVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'
import noServerImportInClient from './eslint-rules/no-server-import-in-client.mjs'
import { ORDER_TABLES_OWNERS, boundaryZones, orderTablesRule } from './eslint-rules/boundaries.mjs'

const config = [
  {
    ignores: ['node_modules/**', '.next/**', '.next-*/**', 'data/**', 'next-env.d.ts', '**/*.generated.ts', 'graphql/generated/**', 'test-results/**', 'playwright-report/**', 'bench/results/**', '.stryker-tmp*/**', 'reports/**'],
  },
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    plugins: { local: { rules: { 'no-server-import-in-client': noServerImportInClient } } },
    rules: {
      'local/no-server-import-in-client': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // The boundaries of docs/architecture.md, and no import cycles (eslint-plugin-import, set up by eslint-config-next).
    files: ['**/*.ts', '**/*.tsx', '**/*.mjs'],
    // Cycles are ours to find: packages are not parsed (one of them overflows the parser's stack).
    settings: { 'import/ignore': ['node_modules'] },
    rules: {
      'import/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: boundaryZones() }],
      'import/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // The order's tables belong to the order module (docs/architecture.md "Boundaries"); tests seed and read them freely.
    files: ['**/*.ts', '**/*.tsx', '**/*.mjs'],
    ignores: [...ORDER_TABLES_OWNERS, '**/*.test.ts', 'tests/**'],
    rules: { 'no-restricted-imports': orderTablesRule() },
  },
  {
    // Envelop/yoga plugins are named use* but are not React hooks.
    files: ['server/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // Tests read untyped JSON responses.
    files: ['**/*.test.ts', '**/*.test.tsx', 'tests/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
]

export default config
