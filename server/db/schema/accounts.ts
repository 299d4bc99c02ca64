import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'

/**
 * Customer accounts (docs/rules/accounts.md CustomerProfile). An account belongs to one storefront: each country
 * shop is its own brand with its own customers, so the same e-mail may hold one account per shop.
 */
export const customers = pgTable('customers', {
  id: uuid('id').primaryKey().defaultRandom(),
  storefront: text('storefront').notNull(),
  /** Lower-cased and trimmed: the identity the unique index and every lookup use. */
  emailKey: text('email_key').notNull(),
  email: text('email').notNull(),
  passwordHash: text('password_hash').notNull(),
  customerType: text('customer_type').$type<'PRIVATE' | 'BUSINESS'>().notNull(),
  language: text('language').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  invoiceEmail: text('invoice_email'),
  phoneNumber: text('phone_number'),
  companyName: text('company_name'),
  vatNumber: text('vat_number'),
  postCode: text('post_code'),
  houseNumber: text('house_number'),
  suffix: text('suffix'),
  addressLine2: text('address_line2'),
  street: text('street'),
  city: text('city'),
  administrativeArea: text('administrative_area'),
  countryCode: text('country_code').notNull(),
  subscribed: boolean('subscribed').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('customers_storefront_email_idx').on(t.storefront, t.emailKey)])

/**
 * Login sessions. Only the SHA-256 of the opaque cookie token is stored, so a leaked table does not
 * leak sessions. Revocation deletes the row.
 */
export const sessions = pgTable('sessions', {
  tokenHash: text('token_hash').primaryKey(),
  customerId: uuid('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
}, (t) => [index('sessions_customer_idx').on(t.customerId), index('sessions_expiry_idx').on(t.expiresAt)])

/** Single-use password reset tokens (hashed like sessions); `usedAt` makes a second use fail. */
export const passwordResetTokens = pgTable('password_reset_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  customerId: uuid('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
}, (t) => [
  index('password_reset_tokens_customer_idx').on(t.customerId),
  index('password_reset_tokens_expiry_idx').on(t.expiresAt),
  index('password_reset_tokens_used_idx').on(t.usedAt),
])

/** The address book: receivers a customer sends gift cards to. */
export const receivers = pgTable('receivers', {
  id: uuid('id').primaryKey().defaultRandom(),
  customerId: uuid('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  companyName: text('company_name'),
  email: text('email'),
  street: text('street'),
  houseNumber: text('house_number'),
  suffix: text('suffix'),
  addressLine2: text('address_line2'),
  postCode: text('post_code'),
  city: text('city'),
  countryCode: text('country_code').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('receivers_customer_idx').on(t.customerId, t.createdAt)])

/**
 * The customer's own (billing) addresses, as used on their orders: at most a few, most recently used
 * first (`lastUsedAt`). `addressKey` is the normalized name and postal address, so using the same
 * address again moves its row to the front instead of adding one.
 */
export const ownAddresses = pgTable('own_addresses', {
  id: uuid('id').primaryKey().defaultRandom(),
  customerId: uuid('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
  addressKey: text('address_key').notNull(),
  customerType: text('customer_type').$type<'PRIVATE' | 'BUSINESS'>().notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  companyName: text('company_name'),
  vatNumber: text('vat_number'),
  kvkNumber: text('kvk_number'),
  invoiceEmail: text('invoice_email'),
  phoneNumber: text('phone_number'),
  street: text('street'),
  houseNumber: text('house_number'),
  suffix: text('suffix'),
  addressLine2: text('address_line2'),
  postCode: text('post_code'),
  city: text('city'),
  countryCode: text('country_code').notNull(),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('own_addresses_customer_key_idx').on(t.customerId, t.addressKey),
  index('own_addresses_customer_used_idx').on(t.customerId, t.lastUsedAt),
])

/**
 * Rate-limit counters shared by every app instance: one row per key whose window starts at the first
 * attempt, incremented (or restarted once expired) with a single upsert so concurrent requests never
 * lose a count.
 */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').notNull(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
}, (t) => [primaryKey({ columns: [t.key] }), index('rate_limit_counters_expiry_idx').on(t.expiresAt)])
