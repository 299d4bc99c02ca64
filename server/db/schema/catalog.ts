import { sql } from 'drizzle-orm'
import {
  boolean, check, doublePrecision, index, integer, jsonb, pgTable, primaryKey, serial, text, uniqueIndex,
} from 'drizzle-orm/pg-core'

/**
 * Catalogue tables. Every row belongs to one storefront (its code); translated texts live in
 * *_translations tables keyed by language, so a storefront can add a language without a migration.
 * Money is integer minor units; the currency is the product's (its storefront's) currency.
 */

export const taxonomyTerms = pgTable('taxonomy_terms', {
  id: serial('id').primaryKey(),
  storefront: text('storefront').notNull(),
  /** cb_api_giftcard_categories | cb_api_giftcard_promotions | cb_api_giftcard_types (docs/rules/catalogue.md). */
  vocabulary: text('vocabulary').notNull(),
  slug: text('slug').notNull(),
  position: integer('position').notNull().default(0),
  icon: text('icon'),
  color: text('color'),
  /** Title per language, e.g. {"nl": "Restaurants", "fr": "Restaurants"}. */
  titles: jsonb('titles').$type<Record<string, string>>().notNull(),
}, (t) => [
  uniqueIndex('taxonomy_terms_slug_idx').on(t.storefront, t.vocabulary, t.slug),
])

export const products = pgTable('products', {
  id: serial('id').primaryKey(),
  storefront: text('storefront').notNull(),
  /** DONATION | GIFTCARD_BLANK | GIFTCARD_DIGITAL | GIFTCARD_PHYSICAL (docs/rules/catalogue.md). */
  productType: text('product_type').notNull(),
  slug: text('slug').notNull(),
  /** Issuer family used by limits (e.g. 'apple' for the 500 euro rule) and card-number prefixes. */
  brandKey: text('brand_key').notNull(),
  backgroundColor: text('background_color').notNull(),
  image: text('image').notNull(),
  showHand: boolean('show_hand').notNull().default(false),
  showShadow: boolean('show_shadow').notNull().default(true),
  /** LARGE (with hand) | SMALL (docs/rules/catalogue.md product card). */
  cardType: text('card_type').notNull().default('SMALL'),
  label: jsonb('label').$type<{ color: string; icon: string | null; title: Record<string, string> } | null>(),
  freeLabel: boolean('free_label').notNull().default(false),
  /** Listing order: lower first. */
  position: integer('position').notNull(),
  /** Orders in the last period; drives the "Most chosen" list. */
  popularity: integer('popularity').notNull().default(0),
  /** Featured products lead the "Most chosen" block (docs/rules/limits.md). */
  featuredRank: integer('featured_rank'),
  isChoiceCard: boolean('is_choice_card').notNull().default(false),
  /** A wine seller's card: its physical cards always go by registered mail (docs/rules/limits.md). */
  wine: boolean('wine').notNull().default(false),
  minimumRemainingBalance: integer('minimum_remaining_balance'),
  /** The brand's own webshop (https only), shown framed in the redeem shop (docs/rules/catalogue.md shop iframe modal). */
  shopUrl: text('shop_url'),
  /**
   * A brand whose webshop cannot be framed sends the shopper there instead (docs/rules/redeem.md brand
   * redirect): its page (https only) and the seconds the redeem shop counts down first. Both or neither.
   */
  shopRedirectUrl: text('shop_redirect_url'),
  shopRedirectSeconds: integer('shop_redirect_seconds'),
  /** Where the brand presents its products (https only); its link text is per language (productLinkTitle). */
  productLinkUrl: text('product_link_url'),
  published: boolean('published').notNull().default(true),
}, (t) => [
  uniqueIndex('products_slug_idx').on(t.storefront, t.slug),
  // Listing pages walk these in order (docs/performance.md "Queries at scale"): all types, or one type.
  index('products_listing_idx').on(t.storefront, t.published, t.productType, t.position, t.id),
  index('products_order_idx').on(t.storefront, t.published, t.position, t.id),
  check('products_shop_redirect_check', sql`(${t.shopRedirectUrl} is null) = (${t.shopRedirectSeconds} is null) and (${t.shopRedirectSeconds} is null or ${t.shopRedirectSeconds} between 1 and 60)`),
])

export const productTranslations = pgTable('product_translations', {
  productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
  language: text('language').notNull(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  redeemTitle: text('redeem_title'),
  redeemDescription: text('redeem_description'),
  /** The text of the link to the brand's products (products.productLinkUrl) in this language. */
  productLinkTitle: text('product_link_title'),
}, (t) => [primaryKey({ columns: [t.productId, t.language] })])

export const productVariations = pgTable('product_variations', {
  id: serial('id').primaryKey(),
  productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
  /** digital | physical */
  variationType: text('variation_type').notNull(),
  sku: text('sku').notNull().unique(),
  currency: text('currency').notNull(),
  hasFixedPrices: boolean('has_fixed_prices').notNull(),
  /** Fixed values in minor units (when hasFixedPrices). */
  fixedValues: integer('fixed_values').array().notNull(),
  /** Amounts suggested on the product page, minor units. */
  pricesToShow: integer('prices_to_show').array().notNull(),
  minPrice: integer('min_price').notNull(),
  maxPrice: integer('max_price').notNull(),
  /** Cards left to sell; null means unlimited. */
  stock: integer('stock'),
}, (t) => [index('product_variations_product_idx').on(t.productId)])

export const productTerms = pgTable('product_terms', {
  productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
  termId: integer('term_id').notNull().references(() => taxonomyTerms.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.productId, t.termId] }), index('product_terms_term_idx').on(t.termId, t.productId)])

export const locations = pgTable('locations', {
  id: serial('id').primaryKey(),
  productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
  slug: text('slug').notNull(),
  name: text('name').notNull(),
  street: text('street').notNull(),
  postCode: text('post_code').notNull(),
  locality: text('locality').notNull(),
  administrativeArea: text('administrative_area').notNull(),
  countryCode: text('country_code').notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
}, (t) => [
  uniqueIndex('locations_slug_idx').on(t.productId, t.slug),
  index('locations_geo_idx').on(t.latitude, t.longitude),
])
