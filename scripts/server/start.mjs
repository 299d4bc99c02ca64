// The production server (`npm start`, `npm run shop`): one process by default, or with
// WEB_CONCURRENCY > 1 a node:cluster primary whose workers each run the same server (shop-server.mjs)
// on the shared port (docs/operations.md "Running on every core and several instances").
import { availableParallelism } from 'node:os'
import { serverPlan } from './concurrency.mjs'

const plan = serverPlan(process.env, availableParallelism())
if ('error' in plan) {
  console.error(plan.error)
  process.exit(1)
}
if (plan.mode === 'cluster') {
  const { runClusterPrimary } = await import('./cluster-primary.mjs')
  runClusterPrimary(plan.workers)
} else {
  await import('./shop-server.mjs')
}
