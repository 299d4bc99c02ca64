// `npm run shop`: the production build started on the embedded database with seed data and the
// local defaults (local-defaults.mjs); `npm run dev` passes --dev to get the same links with hot reload.
import { spawn } from 'node:child_process'
import path from 'node:path'
import { localDefaults } from './local-defaults.mjs'

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..')
const dev = process.argv.includes('--dev')
Object.assign(process.env, localDefaults(process.env, { shop: !dev }))

if (dev) {
  const child = spawn(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'dev', ...process.argv.slice(3)], { cwd: root, stdio: 'inherit' })
  child.on('exit', (code) => process.exit(code ?? 1))
} else {
  await import('./start.mjs')
}
