/**
 * `npm run payments:reconcile`: lists every order and payment of the configured database
 * (DATABASE_URL, or the embedded PGlite under DATA_DIR) whose states disagree: books that do not
 * balance, refunds that failed or are overdue, authorisations for no order. Prints nothing and exits
 * 0 on a healthy shop; exits 1 when it found something.
 */
import { openDatabase } from '@/server/db/client'
import { describeMismatch, findMoneyMismatches } from '@/server/modules/payments/reconcile'

async function main(): Promise<void> {
  const handle = await openDatabase()
  try {
    const findings = await findMoneyMismatches(handle.db)
    for (const finding of findings) console.log(describeMismatch(finding))
    if (findings.length > 0) process.exitCode = 1
  } finally {
    await handle.close()
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 2
})
