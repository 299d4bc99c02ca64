import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core'

/**
 * Content blocks in ordered queues (docs/rules/api.md getBlocksQueue). One row per block and language; the
 * block's fields live in `data`, typed per blockType in server/modules/content/block-types.ts.
 */
export const blocks = pgTable('blocks', {
  id: serial('id').primaryKey(),
  storefront: text('storefront').notNull(),
  language: text('language').notNull(),
  queueId: text('queue_id').notNull(),
  blockType: text('block_type').notNull(),
  position: integer('position').notNull(),
  /** Taxonomy term ids the block is about; filters.filterByTaxonomy matches any of them. */
  termIds: integer('term_ids').array().notNull().default([]),
  data: jsonb('data').$type<Record<string, unknown>>().notNull(),
}, (t) => [index('blocks_queue_idx').on(t.storefront, t.language, t.queueId, t.position)])

export const popularSearchTerms = pgTable('popular_search_terms', {
  id: serial('id').primaryKey(),
  storefront: text('storefront').notNull(),
  language: text('language').notNull(),
  title: text('title').notNull(),
  url: text('url').notNull(),
  position: integer('position').notNull(),
}, (t) => [index('popular_search_terms_idx').on(t.storefront, t.language, t.position)])
