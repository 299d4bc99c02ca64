import { describe, expect, it } from 'vitest'
import { publishDatabaseDown, publishScrapeFigures, scrapeRegistry } from './business-gauges'
import { registry } from './registry'

const scrape = {
  business: {
    ordersByStatus: [{ status: 'COMPLETED', count: 17 }, { status: 'PENDING', count: 3 }],
    paymentsByMethodAndStatus: [{ method: 'bancontact', status: 'AUTHORISED', count: 11 }],
    refundsByStatus: [{ status: 'FAILED', currency: 'EUR', count: 1, amount: 4_337 }],
    cardValue: [{ currency: 'PLN', issued: 10_007, redeemed: 333 }],
  },
  outbox: { pending: 4, oldestPendingSeconds: 731, failed: 2, uncertain: 1 },
  mismatches: { BOOKS: 0, REFUND: 1 },
}

describe('the business gauges of a scrape', () => {
  it('publish each figure under its name and labels', async () => {
    publishScrapeFigures(scrape)
    const text = await scrapeRegistry.metrics()
    for (const line of [
      'giftshop_orders{status="COMPLETED"} 17',
      'giftshop_orders{status="PENDING"} 3',
      'giftshop_payments{method="bancontact",status="AUTHORISED"} 11',
      'giftshop_refunds{status="FAILED",currency="EUR"} 1',
      'giftshop_refunds_amount_minor{status="FAILED",currency="EUR"} 4337',
      'giftshop_gift_card_value_issued_minor{currency="PLN"} 10007',
      'giftshop_gift_card_value_redeemed_minor{currency="PLN"} 333',
      'giftshop_mail_outbox_pending 4',
      'giftshop_mail_outbox_oldest_pending_seconds 731',
      'giftshop_mail_outbox_failed 2',
      'giftshop_mail_outbox_uncertain 1',
      'giftshop_reconcile_mismatches{kind="BOOKS"} 0',
      'giftshop_reconcile_mismatches{kind="REFUND"} 1',
      'giftshop_database_up 1',
    ]) expect(text).toContain(`\n${line}\n`)
  })

  it('stay out of the process registry, whose figures are summed over cluster workers', async () => {
    publishScrapeFigures(scrape)
    expect(await registry.metrics()).not.toContain('giftshop_orders')
    expect(await registry.metrics()).not.toContain('giftshop_database_up')
  })

  it('drop a label that vanished, and say so when the database could not be read', async () => {
    publishScrapeFigures({ ...scrape, business: { ...scrape.business, ordersByStatus: [{ status: 'COMPLETED', count: 18 }] } })
    expect(await scrapeRegistry.metrics()).not.toContain('giftshop_orders{status="PENDING"}')
    publishDatabaseDown()
    const text = await scrapeRegistry.metrics()
    expect(text).toContain('\ngiftshop_database_up 0\n')
    expect(text).not.toContain('giftshop_orders{')
  })
})
