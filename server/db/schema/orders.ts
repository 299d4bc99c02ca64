import { sql } from 'drizzle-orm'
import {
  boolean, date, index, integer, jsonb, pgSequence, pgTable, pgView, primaryKey, serial, text, timestamp, uniqueIndex, uuid,
} from 'drizzle-orm/pg-core'
import { customers } from './accounts'
import { productVariations, products } from './catalog'

/** A delivery or billing address as entered (docs/rules/basket.md Address); validated before it is stored. */
export interface StoredAddress {
  firstName: string
  lastName: string
  customerType: 'PRIVATE' | 'BUSINESS'
  companyName: string | null
  countryCode: string
  postCode: string | null
  houseNumber: string | null
  suffix: string | null
  street: string | null
  /** Apartment, floor, building or c/o; absent on addresses stored before it existed. */
  addressLine2?: string | null
  city: string | null
  email: string | null
  invoiceEmail: string | null
  phoneNumber: string | null
  vatNumber: string | null
  kvkNumber: string | null
  referenceNumber: string | null
}

/** The totals of docs/rules/basket.md GiftcardOrder in minor units, frozen on the order when it is placed. */
export interface StoredTotals {
  subTotal: number
  grandTotalWithoutTax: number
  grandTotal: number
  adjustments: Array<{ title: string; adjustmentType: string; price: number }>
}

/**
 * A basket and, once placed, the order it becomes (docs/rules/basket.md GiftcardOrder): one row, so placing an
 * order never copies or loses a package. Status CART until placed; see docs/orders.md for the rest.
 */
export const orders = pgTable('orders', {
  id: uuid('id').primaryKey().defaultRandom(),
  storefront: text('storefront').notNull(),
  language: text('language').notNull(),
  currency: text('currency').notNull(),
  status: text('status').$type<'CART' | 'PENDING' | 'AWAITING_BANK_TRANSFER' | 'COMPLETED' | 'CANCELED'>().notNull().default('CART'),
  /** REGULAR (bought and paid), REDEEM (paid with gift-card balance, docs/rules/basket.md redeem flow) or ACTIVATION (docs/rules/basket.md). */
  orderType: text('order_type').$type<'REGULAR' | 'REDEEM' | 'ACTIVATION'>().notNull().default('REGULAR'),
  /** SHA-256 of the anonymous basket cookie of the browser that made it. */
  ownerTokenHash: text('owner_token_hash'),
  customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
  deliveryGrouping: text('delivery_grouping').$type<'DEFAULT' | 'SINGLE' | 'SPLIT'>().notNull().default('DEFAULT'),
  /** Shown to shoppers and sent to the payment provider as merchantReference; set on placement. */
  reference: text('reference'),
  customerType: text('customer_type').$type<'PRIVATE' | 'BUSINESS'>().notNull().default('PRIVATE'),
  billingAddress: jsonb('billing_address').$type<StoredAddress>(),
  customerEmail: text('customer_email'),
  paymentMethod: text('payment_method'),
  totals: jsonb('totals').$type<StoredTotals>(),
  /** Incremented by every change, so a payment is only ever started for the basket the shopper saw. */
  version: integer('version').notNull().default(0),
  paymentAttempts: integer('payment_attempts').notNull().default(0),
  /**
   * Whether the order took cards of a limited edition out of stock (held while unpaid, sold once paid).
   * Stock is given back only when this is set, and clears it: an order never returns more than it
   * took (server/modules/orders/stock.ts).
   */
  stockHeld: boolean('stock_held').notNull().default(false),
  /**
   * What the transfer paying an order on invoice states, given when the order starts waiting for it:
   * a Belgian structured communication (+++123/4567/89012+++) for a Belgian seller, else the order's
   * reference. The bank statement import finds the order by it; the invoice (and its number) comes
   * only once the transfer has paid the order (docs/invoicing.md).
   */
  transferCommunication: text('transfer_communication'),
  /** The seller's local date by which an order on invoice is to be paid (PAYMENT_TERM_DAYS after it started waiting). */
  paymentDueOn: date('payment_due_on'),
  /** When the one payment reminder of an unpaid order on invoice was sent (claimed with a conditional update). */
  paymentRemindedAt: timestamp('payment_reminded_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  placedAt: timestamp('placed_at', { withTimezone: true }),
  paidAt: timestamp('paid_at', { withTimezone: true }),
  canceledAt: timestamp('canceled_at', { withTimezone: true }),
}, (t) => [
  // One basket per browser and per account and storefront; placed orders keep their owner for the
  // confirmation page.
  uniqueIndex('orders_cart_owner_idx').on(t.ownerTokenHash).where(sql`status = 'CART'`),
  uniqueIndex('orders_cart_customer_idx').on(t.customerId, t.storefront).where(sql`status = 'CART'`),
  index('orders_owner_idx').on(t.ownerTokenHash),
  uniqueIndex('orders_reference_idx').on(t.reference),
  index('orders_customer_idx').on(t.customerId, t.status, t.placedAt),
  // The retention job's way to anonymous baskets nobody touched for BASKET_RETENTION_DAYS.
  index('orders_anonymous_cart_idx').on(t.updatedAt).where(sql`status = 'CART' and customer_id is null`),
  // The expiry job's way to unpaid orders idle for PAYMENT_TIMEOUT_MINUTES.
  index('orders_pending_idx').on(t.updatedAt).where(sql`status = 'PENDING'`),
  uniqueIndex('orders_transfer_communication_idx').on(t.transferCommunication),
  // The unpaid-invoices job's way to orders on invoice past their due date.
  index('orders_awaiting_transfer_idx').on(t.paymentDueOn).where(sql`status = 'AWAITING_BANK_TRANSFER'`),
])

/** The bases of structured communications: unique, and a gap (a rolled-back order) costs nothing. */
export const transferCommunicationSequence = pgSequence('transfer_communication_seq')

/** A shipment: packages that travel together to one address on one date (docs/rules/basket.md). */
export const shipments = pgTable('shipments', {
  id: uuid('id').primaryKey().defaultRandom(),
  orderId: uuid('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
  tag: text('tag').notNull(),
  deliveryType: text('delivery_type').$type<'DIGITAL' | 'PHYSICAL'>().notNull(),
  deliveryDate: date('delivery_date'),
  /** `HH:MM` in the storefront's time zone: when a digital shipment is mailed (docs/rules/basket.md); needs a date. */
  deliveryTime: text('delivery_time'),
  deliveryAddress: jsonb('delivery_address').$type<StoredAddress>(),
  position: integer('position').notNull(),
}, (t) => [uniqueIndex('shipments_order_tag_idx').on(t.orderId, t.tag)])

/** A package: one gift-card line (or blank pack, or donation) with its extras (docs/rules/basket.md Package). */
export const packages = pgTable('packages', {
  id: uuid('id').primaryKey().defaultRandom(),
  orderId: uuid('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
  shipmentId: uuid('shipment_id').notNull().references(() => shipments.id, { onDelete: 'cascade' }),
  productId: integer('product_id').notNull().references(() => products.id),
  variationId: integer('variation_id').notNull().references(() => productVariations.id),
  /** GIFTCARD | BLANK_GIFT_CARD_PACK | DONATION (docs/rules/basket.md order item kinds). */
  kind: text('kind').$type<'GIFTCARD' | 'BLANK_GIFT_CARD_PACK' | 'DONATION'>().notNull(),
  quantity: integer('quantity').notNull(),
  /** Amount of one card in minor units. */
  unitAmount: integer('unit_amount').notNull(),
  wrapper: text('wrapper'),
  giftPacking: boolean('gift_packing').notNull().default(false),
  message: text('message'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('packages_order_idx').on(t.orderId), index('packages_shipment_idx').on(t.shipmentId)])

/**
 * One payment attempt of an order with the provider, with its lifecycle status
 * (server/modules/payments/payment-lifecycle.ts); every change of it is a payment_transitions row.
 */
export const payments = pgTable('payments', {
  id: uuid('id').primaryKey().defaultRandom(),
  orderId: uuid('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
  attempt: integer('attempt').notNull(),
  provider: text('provider').notNull(),
  method: text('method').notNull(),
  issuer: text('issuer'),
  pspReference: text('psp_reference'),
  /** Our order reference the provider was given: a released order no longer carries it. */
  reference: text('reference'),
  /** The order's version when this attempt started: a late authorisation may only take the same basket. */
  orderVersion: integer('order_version'),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  status: text('status').notNull().default('INITIATED'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('payments_order_attempt_idx').on(t.orderId, t.attempt),
  index('payments_psp_idx').on(t.pspReference),
  index('payments_reference_idx').on(t.reference),
])

/** Every status a payment went through, when, and why (the lifecycle's history). */
export const paymentTransitions = pgTable('payment_transitions', {
  id: serial('id').primaryKey(),
  paymentId: uuid('payment_id').notNull().references(() => payments.id, { onDelete: 'cascade' }),
  fromStatus: text('from_status'),
  toStatus: text('to_status').notNull(),
  cause: text('cause').notNull(),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('payment_transitions_payment_idx').on(t.paymentId)])

/**
 * Provider notifications already applied: the primary key makes a notification delivered three
 * times count once (ARCHITECTURE: idempotent by the provider's reference).
 */
export const paymentEvents = pgTable('payment_events', {
  provider: text('provider').notNull(),
  pspReference: text('psp_reference').notNull(),
  eventCode: text('event_code').notNull(),
  success: boolean('success').notNull(),
  orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
  outcome: text('outcome').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.provider, t.pspReference, t.eventCode, t.success] }),
  // Deleting an order (a purged basket) sets this to null: without the index, a scan per order.
  index('payment_events_order_idx').on(t.orderId),
])

/**
 * Money going back: one row per provider payment that cannot be kept (an authorisation for an order
 * that was released, cancelled, already paid by another attempt, or a card another order loaded),
 * or that paid an order taken back whole (WITHDRAWN).
 * The unique (provider, pspReference) makes a payment refunded once however often it is reported.
 * DUE → REQUESTED (the provider accepted it; its webhook confirms) → REFUNDED, or FAILED after
 * REFUND_MAX_ATTEMPTS; the minute job `refunds` retries DUE rows.
 */
export const refunds = pgTable('refunds', {
  id: uuid('id').primaryKey().defaultRandom(),
  provider: text('provider').notNull(),
  pspReference: text('psp_reference').notNull(),
  storefront: text('storefront').notNull(),
  orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  /** Why the payment goes back: NOT_PAYABLE | ALREADY_PAID | CARD_TAKEN | AMOUNT_MISMATCH | UNKNOWN_ORDER | WITHDRAWN. */
  reason: text('reason').notNull(),
  status: text('status').$type<'DUE' | 'REQUESTED' | 'REFUNDED' | 'FAILED'>().notNull().default('DUE'),
  refundReference: text('refund_reference'),
  attempts: integer('attempts').notNull().default(0),
  claimedUntil: timestamp('claimed_until', { withTimezone: true }),
  lastError: text('last_error'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('refunds_payment_idx').on(t.provider, t.pspReference),
  index('refunds_due_idx').on(t.createdAt).where(sql`status = 'DUE'`),
  index('refunds_order_idx').on(t.orderId),
])

/** Gift cards issued by this shop. The PIN is kept as an argon2id hash only; the card e-mail carries it once. */
export const giftCards = pgTable('gift_cards', {
  id: uuid('id').primaryKey().defaultRandom(),
  number: text('number').notNull(),
  pinHash: text('pin_hash').notNull(),
  storefront: text('storefront').notNull(),
  productId: integer('product_id').notNull().references(() => products.id),
  orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
  packageId: uuid('package_id').references(() => packages.id, { onDelete: 'set null' }),
  currency: text('currency').notNull(),
  initialAmount: integer('initial_amount').notNull(),
  status: text('status').$type<'ACTIVE' | 'NOT_ACTIVATED' | 'BLOCKED'>().notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  /**
   * A test card (docs/rules/redeem.md test cards): its balance can be checked, so the balance check and the
   * redeem shop can be tried on a live shop, but it never pays for anything and never joins real cards.
   */
  test: boolean('test').notNull().default(false),
  /** When the receiver first opened the card page; until then the giver may correct the address once. */
  openedAt: timestamp('opened_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('gift_cards_number_idx').on(t.number),
  index('gift_cards_order_idx').on(t.orderId),
  // Deleting a package (of a purged basket) sets this to null: without the index, a scan per package.
  index('gift_cards_package_idx').on(t.packageId),
])

/** Every balance change of a card; the balance is their sum (ARCHITECTURE: cards and their ledger). */
export const cardLedger = pgTable('card_ledger', {
  id: serial('id').primaryKey(),
  cardId: uuid('card_id').notNull().references(() => giftCards.id, { onDelete: 'cascade' }),
  amount: integer('amount').notNull(),
  kind: text('kind').notNull(),
  orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
}, (t) => [index('card_ledger_card_idx').on(t.cardId), index('card_ledger_order_idx').on(t.orderId)])

/** Physical shipments waiting for the warehouse (docs/rules/limits.md post rules: registered mail above 300 euro). */
export const fulfilmentQueue = pgTable('fulfilment_queue', {
  id: uuid('id').primaryKey().defaultRandom(),
  orderId: uuid('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
  shipmentId: uuid('shipment_id').notNull().references(() => shipments.id, { onDelete: 'cascade' }),
  registeredMail: boolean('registered_mail').notNull(),
  status: text('status').notNull().default('WAITING'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('fulfilment_queue_shipment_idx').on(t.shipmentId), index('fulfilment_queue_order_idx').on(t.orderId)])

/**
 * The built-in test payment provider's own records (a stand-in payment service living inside the
 * app): what the shop asked to be paid, and what the tester chose on the test payment page.
 */
export const testProviderPayments = pgTable('test_provider_payments', {
  id: uuid('id').primaryKey().defaultRandom(),
  reference: text('reference').notNull(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  methodId: text('method_id').notNull(),
  issuerId: text('issuer_id'),
  returnUrl: text('return_url').notNull(),
  /** AUTHORISED | REFUSED | CANCELLED | FRAUD once the tester decided. */
  outcome: text('outcome'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
  /** The shop refunded this (authorised) payment. */
  refundedAt: timestamp('refunded_at', { withTimezone: true }),
  /** The tester chose "a refund of it fails": the provider refuses to give this payment back. */
  refundFails: boolean('refund_fails').notNull().default(false),
}, (t) => [index('test_provider_payments_created_idx').on(t.createdAt)])

/**
 * A successful balance check's redeem token (docs/rules/basket.md redeem-token holder): random, stored hashed,
 * bound to its card and expiring, so the redeem shop can show that card's balance without the PIN.
 */
export const redeemTokens = pgTable('redeem_tokens', {
  tokenHash: text('token_hash').notNull(),
  cardId: uuid('card_id').notNull().references(() => giftCards.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
}, (t) => [
  // One token may hold several cards: "add another gift card" combines them in one redeem order.
  primaryKey({ columns: [t.tokenHash, t.cardId] }),
  index('redeem_tokens_card_idx').on(t.cardId),
  index('redeem_tokens_expiry_idx').on(t.expiresAt),
])

/**
 * Gift-card balance applied to a redeem order: debited through the card ledger in the transaction
 * that places the order, credited back if the order is released or cancelled.
 */
export const orderCardPayments = pgTable('order_card_payments', {
  orderId: uuid('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
  cardId: uuid('card_id').notNull().references(() => giftCards.id, { onDelete: 'cascade' }),
  amount: integer('amount').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.orderId, t.cardId] })])

/**
 * Every movement of money for an order, in one place (docs/orders.md "The books"): provider
 * payments received (the moment they were authorised), provider payments given back, and gift-card
 * balance spent on a redeem order or returned to the card. Signed from the shop's side: money the
 * order received is positive. A view over the rows that record each movement, so it can never
 * disagree with them.
 */
export const moneyMovements = pgView('money_movements', {
  kind: text('kind').notNull(),
  orderId: uuid('order_id'),
  paymentId: uuid('payment_id'),
  refundId: uuid('refund_id'),
  cardId: uuid('card_id'),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  at: timestamp('at', { withTimezone: true }).notNull(),
}).as(sql`
  select 'PAYMENT_RECEIVED' as kind, p.order_id, p.id as payment_id, null::uuid as refund_id, null::uuid as card_id,
         p.amount, p.currency, t.at
    from payments p join payment_transitions t on t.payment_id = p.id and t.to_status = 'AUTHORISED'
  union all
  select 'PAYMENT_RETURNED', r.order_id, null, r.id, null, -r.amount, r.currency, r.updated_at
    from refunds r where r.status = 'REFUNDED'
  union all
  select case when l.amount < 0 then 'CARD_SPENT' else 'CARD_RETURNED' end, l.order_id, null, null, l.card_id,
         -l.amount, g.currency, l.created_at
    from card_ledger l join gift_cards g on g.id = l.card_id where l.kind in ('REDEEM', 'REFUND')
`)
