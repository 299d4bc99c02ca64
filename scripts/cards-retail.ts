/**
 * `npm run cards:retail -- --storefront CBBE --count 500`: issues a retail batch of NOT_ACTIVATED
 * physical choice cards into the configured database (DATABASE_URL, or the embedded PGlite under
 * DATA_DIR) and appends their numbers and PINs to the print file `<DATA_DIR>/retail-cards.csv` for
 * the card printer. The PINs are printed nowhere else: move that file to the printer, not into git.
 */
import { openDatabase } from '@/server/db/client'
import { issueRetailBatch, MAX_BATCH_SIZE } from '@/server/modules/cards/retail-batch'
import { appendPrintFile, retailPrintFile } from '@/server/modules/cards/retail-print-file'
import { parseStorefrontCode } from '@/config/storefronts/resolve'

function option(argv: readonly string[], name: string): string | undefined {
  const index = argv.findIndex((arg) => arg === `--${name}` || arg.startsWith(`--${name}=`))
  if (index === -1) return undefined
  const arg = argv[index]!
  return arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : argv[index + 1]
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2)
  const storefront = parseStorefrontCode(option(argv, 'storefront') ?? '')
  if (!storefront) throw new Error('Usage: npm run cards:retail -- --storefront CBBE --count 100 (--storefront must be a storefront code)')
  const rawCount = option(argv, 'count') ?? ''
  const count = /^\d+$/.test(rawCount) ? Number(rawCount) : Number.NaN
  if (!Number.isInteger(count) || count < 1 || count > MAX_BATCH_SIZE) throw new Error(`--count must be a whole number from 1 to ${MAX_BATCH_SIZE}`)
  const handle = await openDatabase()
  try {
    const cards = await issueRetailBatch(handle.db, storefront, count)
    if (cards.length === 0) throw new Error(`${storefront} sells no choice card: nothing issued`)
    const file = retailPrintFile()
    await appendPrintFile(file, cards)
    console.log(`Issued ${cards.length} ${storefront} choice cards (batch ${cards[0]!.batch}), not activated; numbers and PINs appended to ${file}`)
  } finally {
    await handle.close()
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
})
