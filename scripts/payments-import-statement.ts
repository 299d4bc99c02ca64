/**
 * `npm run payments:import-statement FILE`: reads a camt.053 bank statement (ISO 20022) of a
 * seller's account and pays the orders on invoice its transfers name (docs/invoicing.md). Prints
 * one line per credit. Exits 0 when every new credit paid an order, 1 when some need an operator
 * (no order named, wrong amount, order no longer waiting), 2 when the file could not be read.
 * Importing the same statement again changes nothing.
 */
import { readFile } from 'node:fs/promises'
import { openDatabase } from '@/server/db/client'
import { importBankStatement } from '@/server/modules/payments/bank-statement-import'

async function main(): Promise<void> {
  const file = process.argv[2]
  if (!file) throw new Error('usage: npm run payments:import-statement FILE (a camt.053 XML statement)')
  const xml = await readFile(file, 'utf8')
  const handle = await openDatabase()
  try {
    const imported = await importBankStatement(handle.db, xml)
    for (const line of imported) {
      const amount = `${(line.amount / 100).toFixed(2)} ${line.currency}`
      console.log([line.outcome.padEnd(16), line.bankReference, amount, line.orderReference ?? '-', line.remittance].join('\t'))
    }
    const needsOperator = imported.filter((line) => line.outcome !== 'PAID' && line.outcome !== 'ALREADY_IMPORTED')
    console.log(`${imported.length} credits: ${imported.filter((line) => line.outcome === 'PAID').length} paid, ${imported.filter((line) => line.outcome === 'ALREADY_IMPORTED').length} imported before, ${needsOperator.length} for an operator`)
    if (needsOperator.length > 0) process.exitCode = 1
  } finally {
    await handle.close()
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 2
})
