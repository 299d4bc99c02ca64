/**
 * `npm run orders:withdraw REFERENCE`: takes back a delivered order in full, when the buyer withdraws
 * from the purchase or customer service cancels it (server/modules/payments/order-withdrawal.ts):
 * its cards are blocked, a credit note cancels its invoice and its payment is refunded, with one
 * mail to the buyer. Exits 0 when the order was taken back, 1 when it cannot be (the reason is
 * printed), 2 on an error.
 */
import { openDatabase } from '@/server/db/client'
import { withdrawOrder, type WithdrawalResult } from '@/server/modules/payments/order-withdrawal'

function describe(reference: string, result: WithdrawalResult): string {
  switch (result.outcome) {
    case 'WITHDRAWN':
      return `${reference}: withdrawn; ${(result.amount.value / 100).toFixed(2)} ${result.amount.currency} refunded (refund ${result.refundId}), credit note ${result.creditNote ?? '-'}`
    case 'NOT_FOUND':
      return `${reference}: no such order`
    case 'NOT_REFUNDABLE':
      return `${reference}: not a paid order of gift cards (${result.status})`
    case 'PAID_BY_TRANSFER':
      return `${reference}: paid by bank transfer; transfer the money back by hand`
    case 'CARDS_USED':
      return `${reference}: cards already used: ${result.cards.join(', ')}`
    case 'SHIPPED':
      return `${reference}: a parcel has left the warehouse`
  }
}

async function main(): Promise<void> {
  const reference = process.argv[2]
  if (!reference) throw new Error('usage: npm run orders:withdraw REFERENCE (e.g. CBBE-20261126-104233)')
  const handle = await openDatabase()
  try {
    const result = await withdrawOrder(handle.db, reference.trim())
    console.log(describe(reference.trim(), result))
    if (result.outcome !== 'WITHDRAWN') process.exitCode = 1
  } finally {
    await handle.close()
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 2
})
