import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid, date } from 'drizzle-orm/pg-core'
import { orders } from './orders'

/**
 * Every credit read from a bank statement (`npm run payments:import-statement`), once: the bank's
 * reference per account is unique, so importing a statement again applies nothing twice. Keeps what
 * the import made of it, so an operator sees the transfers that paid nothing.
 */
export const bankTransfers = pgTable('bank_transfers', {
  id: uuid('id').primaryKey().defaultRandom(),
  accountIban: text('account_iban').notNull(),
  bankReference: text('bank_reference').notNull(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  bookedOn: date('booked_on'),
  debtorName: text('debtor_name'),
  remittance: text('remittance').notNull(),
  /** PAID (it paid `orderId`), or why not: UNMATCHED, AMOUNT_MISMATCH, NOT_PAYABLE, WRONG_ACCOUNT. */
  outcome: text('outcome').$type<'PAID' | 'UNMATCHED' | 'AMOUNT_MISMATCH' | 'NOT_PAYABLE' | 'WRONG_ACCOUNT' | 'OUT_OF_STOCK'>().notNull(),
  orderId: uuid('order_id').references(() => orders.id),
  importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('bank_transfers_reference_idx').on(t.accountIban, t.bankReference),
  index('bank_transfers_order_idx').on(t.orderId),
])
