import nextCoreWebVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'
import noServerImportInClient from './eslint-rules/no-server-import-in-client.mjs'

export default [
  {
    ignores: ['node_modules/**', '.next/**', 'data/**', 'next-env.d.ts', '**/*.generated.ts', 'graphql/generated/**', 'test-results/**', 'playwright-report/**', 'bench/results/**'],
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
]
