import 'server-only'
import { collectDefaultMetrics, Gauge, Registry } from 'prom-client'
import type { BusinessFigures } from './business-figures'
import { registry } from './registry'

/** The mail outbox's state (server/services/mail/outbox.ts mailOutboxFigures). */
export interface OutboxFigures { pending: number; oldestPendingSeconds: number; failed: number; uncertain: number }

/** The figures of one scrape: read from the database by the metrics route (app/api/metrics/route.ts). */
export interface ScrapeFigures {
  business: BusinessFigures
  outbox: OutboxFigures
  /** `npm run payments:reconcile`'s findings by kind (BOOKS, REFUND, …). */
  mismatches: Record<string, number>
}

/**
 * The business gauges live in a registry of their own, apart from the process's counters (registry.ts).
 * With WEB_CONCURRENCY > 1 the counters are summed over the workers (scripts/server/cluster-metrics.mjs),
 * but these gauges are one reading of the database made by the worker that got the scrape: summed they
 * would be multiplied by the number of workers, and another worker's would be its last scrape's, stale.
 * So they are never handed to the cluster sum; the metrics route appends this registry of the scraping
 * worker to the sum (app/api/metrics/route.ts).
 */
export const scrapeRegistry = new Registry()

const gauge = <L extends string>(name: string, help: string, labelNames: readonly L[] = []) =>
  new Gauge<L>({ name, help, labelNames, registers: [scrapeRegistry] })

const GAUGES = {
  orders: gauge('giftshop_orders', 'Orders by status (CART is an open basket)', ['status']),
  payments: gauge('giftshop_payments', 'Payment attempts by method and lifecycle status', ['method', 'status']),
  refunds: gauge('giftshop_refunds', 'Refunds by status and currency', ['status', 'currency']),
  refundAmount: gauge('giftshop_refunds_amount_minor', 'Refunded or owed amount in minor units (cents), by status and currency', ['status', 'currency']),
  cardIssued: gauge('giftshop_gift_card_value_issued_minor', 'Value put on gift cards (sales, activations, doubler bonus) in minor units, by currency; test cards left out', ['currency']),
  cardRedeemed: gauge('giftshop_gift_card_value_redeemed_minor', 'Gift card value spent in redeem orders (net of returns) in minor units, by currency', ['currency']),
  outboxPending: gauge('giftshop_mail_outbox_pending', 'Mails due and not yet sent'),
  outboxOldest: gauge('giftshop_mail_outbox_oldest_pending_seconds', 'Age of the oldest mail due and not yet sent (0 when none)'),
  outboxFailed: gauge('giftshop_mail_outbox_failed', 'Mails refused for good (SMTP 5xx) or out of attempts: an operator looks at them'),
  outboxUncertain: gauge('giftshop_mail_outbox_uncertain', 'Mails whose sender stopped between handing them to the SMTP server and recording it: never resent automatically'),
  mismatches: gauge('giftshop_reconcile_mismatches', 'Orders and payments whose money does not add up (npm run payments:reconcile), by kind', ['kind']),
  databaseUp: gauge('giftshop_database_up', '1 when the last scrape could read the database, 0 when not'),
}

const globalForDefaults = globalThis as unknown as { __giftshopDefaultMetrics?: boolean }

/** Node's own figures (giftshop_process_* and giftshop_nodejs_*: CPU, memory, event loop lag, handles), once per process. */
export function collectProcessMetrics(): void {
  if (globalForDefaults.__giftshopDefaultMetrics) return
  globalForDefaults.__giftshopDefaultMetrics = true
  collectDefaultMetrics({ register: registry, prefix: 'giftshop_' })
}

/** Sets every business gauge from one scrape; labels that vanished (a status no order has any more) go. */
export function publishScrapeFigures({ business, outbox, mismatches }: ScrapeFigures): void {
  for (const one of Object.values(GAUGES)) one.reset()
  for (const row of business.ordersByStatus) GAUGES.orders.set({ status: row.status }, row.count)
  for (const row of business.paymentsByMethodAndStatus) GAUGES.payments.set({ method: row.method, status: row.status }, row.count)
  for (const row of business.refundsByStatus) {
    GAUGES.refunds.set({ status: row.status, currency: row.currency }, row.count)
    GAUGES.refundAmount.set({ status: row.status, currency: row.currency }, row.amount)
  }
  for (const row of business.cardValue) {
    GAUGES.cardIssued.set({ currency: row.currency }, row.issued)
    GAUGES.cardRedeemed.set({ currency: row.currency }, row.redeemed)
  }
  GAUGES.outboxPending.set(outbox.pending)
  GAUGES.outboxOldest.set(outbox.oldestPendingSeconds)
  GAUGES.outboxFailed.set(outbox.failed)
  GAUGES.outboxUncertain.set(outbox.uncertain)
  for (const [kind, count] of Object.entries(mismatches)) GAUGES.mismatches.set({ kind }, count)
  GAUGES.databaseUp.set(1)
}

/** The database could not be read: the business figures are unknown rather than zero. */
export function publishDatabaseDown(): void {
  for (const one of Object.values(GAUGES)) one.reset()
  GAUGES.databaseUp.set(0)
}
