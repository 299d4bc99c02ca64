/**
 * `npm run db:seed [-- --force] [-- --storefront CBBE,CBDE]`: seeds the catalogue of the database the
 * app uses (DATABASE_URL, or the embedded PGlite under ./data). Without --force it only seeds an empty
 * database; with --force it deletes the catalogue rows (of the given storefronts, default all) and
 * seeds them again, in one transaction. SEED_SCALE and SEED_STOREFRONTS apply (server/db/seed/scale.ts).
 */
import { openDatabase } from '@/server/db/client'
import { seedCatalogue, seedCatalogueIfEmpty, seedOptionsFromEnv, type SeedSummary } from '@/server/db/seed'
import { parseStorefrontCode } from '@/config/storefronts/resolve'
import type { StorefrontCode } from '@/config/storefronts/types'

function parseArgs(argv: readonly string[]): { force: boolean; storefronts?: StorefrontCode[] } {
  const force = argv.includes('--force')
  const index = argv.findIndex((arg) => arg === '--storefront' || arg.startsWith('--storefront='))
  if (index === -1) return { force }
  const arg = argv[index] ?? ''
  const raw = arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : (argv[index + 1] ?? '')
  const storefronts = raw.split(',').filter(Boolean).map((value) => {
    const code = parseStorefrontCode(value)
    if (!code) throw new Error(`Unknown storefront: ${value}`)
    return code
  })
  if (!storefronts.length) throw new Error('--storefront needs a comma-separated list of codes')
  if (!force) throw new Error('--storefront only applies together with --force')
  return { force, storefronts }
}

function printSummary(summary: SeedSummary, ms: number): void {
  for (const [code, count] of Object.entries(summary.products)) console.log(`  ${code.padEnd(6)} ${count} products`)
  const t = summary.totals
  console.log(`Seeded ${t.products} products, ${t.variations} variations, ${t.translations} translations, ${t.locations} locations, ` +
    `${t.terms} terms, ${t.blocks} blocks, ${t.popularSearchTerms} search terms in ${ms} ms.`)
}

async function main(): Promise<void> {
  const parsed = parseArgs(process.argv.slice(2))
  // --storefront wins over SEED_STOREFRONTS; SEED_SCALE multiplies either (server/db/seed/scale.ts).
  const fromEnv = seedOptionsFromEnv()
  const force = parsed.force
  const storefronts = parsed.storefronts ?? fromEnv.storefronts
  const handle = await openDatabase()
  try {
    const started = performance.now()
    if (force) {
      printSummary(await seedCatalogue(handle.db, { storefronts, replace: true, scale: fromEnv.scale }), Math.round(performance.now() - started))
    } else {
      const summary = await seedCatalogueIfEmpty(handle.db, { storefronts, scale: fromEnv.scale })
      if (summary) printSummary(summary, Math.round(performance.now() - started))
      else console.log('The catalogue is not empty; nothing seeded (use --force to reseed).')
    }
  } finally {
    await handle.close()
  }
  await invalidateRunningApp(storefronts)
}

/**
 * A running app (on PostgreSQL) still serves cached catalogue pages: with APP_URL and
 * REVALIDATE_SECRET set, tell it to drop them.
 */
async function invalidateRunningApp(storefronts: readonly StorefrontCode[] | undefined): Promise<void> {
  const appUrl = process.env.APP_URL
  const secret = process.env.REVALIDATE_SECRET
  if (!appUrl || !secret) return
  for (const code of storefronts ?? [undefined]) {
    const url = new URL('/api/revalidate/', appUrl)
    if (code) url.searchParams.set('storefront', code)
    const response = await fetch(url, { method: 'POST', headers: { authorization: `Bearer ${secret}` } })
    console.log(`Cache invalidation at ${url.origin}${code ? ` (${code})` : ''}: ${response.status}`)
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
})
