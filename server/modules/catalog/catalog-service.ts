import 'server-only'
import { ERROR_CODES } from '@/graphql/error-codes'
import type { Db } from '@/server/db/types'
import { fail, ok, type DomainError, type Result } from '../common/result'
import type { ShopperContext } from '../common/user-data'
import * as repo from './catalog-repository'
import { toProductViews } from './product-view'
import { rememberCatalogAnswer } from './catalog-memo'
import {
  VOCABULARIES, type Paging, type PagingInput, type ProductFilters, type ProductView, type TaxonomyTermView, type Vocabulary,
} from './catalog-types'

export const MAX_ITEMS_PER_PAGE = 100
/** filterByPage page types the catalogue can resolve; others are refused with code 1006. */
const PAGE_TYPES = ['category'] as const

export interface ProductPage {
  products: ProductView[]
  paging: Paging | null
}

/**
 * The `products` operation (docs/rules/api.md): filters, paging and paging totals for one storefront. The
 * answer depends on storefront, language and the query only, so it is remembered (catalog-memo.ts).
 */
export function listProducts(
  db: Db,
  shopper: ShopperContext,
  filters: ProductFilters | null | undefined,
  paging: PagingInput | null | undefined,
): Promise<Result<ProductPage>> {
  const key = JSON.stringify([shopper.storefront.code, shopper.language, filters ?? null, paging ?? null])
  return rememberCatalogAnswer(db, key, () => loadProductPage(db, shopper, filters, paging))
}

async function loadProductPage(
  db: Db,
  shopper: ShopperContext,
  filters: ProductFilters | null | undefined,
  paging: PagingInput | null | undefined,
): Promise<Result<ProductPage>> {
  const pagingErrors = validatePaging(paging)
  if (pagingErrors.length) return { ok: false, errors: pagingErrors }
  const query = await toProductQuery(db, shopper, filters ?? {})
  if (!query.ok) return query

  if (!paging) {
    const rows = await repo.findProducts(db, query.value, MAX_ITEMS_PER_PAGE, 0)
    return ok({ products: await withDetails(db, rows, shopper), paging: null })
  }
  const shape = await listingShape(db, query.value)
  const totalItems = shape.total
  const totalPages = Math.max(1, Math.ceil(totalItems / paging.itemsPerPage))
  if (paging.pageNumber > totalPages) {
    return fail(ERROR_CODES.PAGE_OUT_OF_RANGE, 'paging.pageNumber', { max: totalPages })
  }
  const start = (paging.pageNumber - 1) * paging.itemsPerPage
  const anchor = shape.anchors[Math.floor(start / ANCHOR_STRIDE)]
  const rows = anchor
    ? await repo.findProducts(db, query.value, paging.itemsPerPage, start % ANCHOR_STRIDE, anchor)
    : await repo.findProducts(db, query.value, paging.itemsPerPage, start)
  return ok({
    products: await withDetails(db, rows, shopper),
    paging: { ...paging, totalItems, totalPages },
  })
}

/**
 * Rows between two keyset anchors: a page starts at most this many rows past its anchor, so no page
 * walks more than this plus its own rows, however far it is.
 */
const ANCHOR_STRIDE = 100

/**
 * A filtered listing's total and keyset anchors, found once per catalogue version and remembered with
 * the listings (catalog-memo.ts): the API pages by number, so page N's first row must be found from a
 * count of the rows before it, and that count is kept instead of being made again per request. Every
 * page size shares the same anchors. Featured lists (a handful of ranked products) are counted only.
 */
function listingShape(db: Db, query: repo.ProductQuery): Promise<{ total: number; anchors: repo.ListingKey[] }> {
  return rememberCatalogAnswer(db, JSON.stringify(['listingShape', query]), async () => query.featured
    ? { total: await repo.countProducts(db, query), anchors: [] }
    : repo.findListingAnchors(db, query, ANCHOR_STRIDE))
}

/** Products in the order of the given slugs (blocks reference products by slug); unknown slugs are skipped. */
export async function productsBySlugs(db: Db, shopper: ShopperContext, slugs: readonly string[]): Promise<ProductView[]> {
  if (slugs.length === 0) return []
  const rows = await repo.findProducts(db, { storefront: shopper.storefront.code, slugs }, slugs.length, 0)
  const views = await withDetails(db, rows, shopper)
  const bySlug = new Map(views.map((view) => [view.slug, view]))
  return slugs.flatMap((slug) => bySlug.get(slug) ?? [])
}

/** Longer than any slug we publish: refused as unknown without a query (slugs arrive from URLs). */
const MAX_SLUG_LENGTH = 200

/** The product page's product (any published type, docs/rules/catalogue.md); an unknown slug is 1009 on `slug`. */
export async function productBySlug(db: Db, shopper: ShopperContext, slug: string): Promise<Result<{ product: ProductView | null }>> {
  const [product] = slug.length <= MAX_SLUG_LENGTH ? await productsBySlugs(db, shopper, [slug]) : []
  return product ? ok({ product }) : fail(ERROR_CODES.PRODUCT_NOT_FOUND, 'slug')
}

/** The storefront's choice gift card, which has its own page rather than a slug in the URL. */
export async function choiceCard(db: Db, shopper: ShopperContext): Promise<Result<{ product: ProductView | null }>> {
  const rows = await repo.findProducts(db, { storefront: shopper.storefront.code, choiceCard: true }, 1, 0)
  const [product] = await withDetails(db, rows, shopper)
  return product ? ok({ product }) : fail(ERROR_CODES.PRODUCT_NOT_FOUND)
}

export async function listTerms(db: Db, shopper: ShopperContext, vocabulary: Vocabulary): Promise<TaxonomyTermView[]> {
  const rows = await repo.findTerms(db, shopper.storefront.code, vocabulary)
  return rows.map((term) => ({
    id: String(term.id),
    vocabulary,
    slug: term.slug,
    title: term.titles[shopper.language] ?? term.slug,
  }))
}

async function withDetails(db: Db, rows: repo.ProductRow[], shopper: ShopperContext): Promise<ProductView[]> {
  const details = await repo.findProductDetails(db, rows.map((row) => row.id), shopper.language)
  return toProductViews(rows, details, shopper)
}

function validatePaging(paging: PagingInput | null | undefined): DomainError[] {
  if (!paging) return []
  const errors: DomainError[] = []
  if (!Number.isInteger(paging.itemsPerPage) || paging.itemsPerPage < 1 || paging.itemsPerPage > MAX_ITEMS_PER_PAGE) {
    errors.push({ code: ERROR_CODES.ITEMS_PER_PAGE_OUT_OF_RANGE, parameter: 'paging.itemsPerPage', values: { max: MAX_ITEMS_PER_PAGE } })
  }
  if (!Number.isInteger(paging.pageNumber) || paging.pageNumber < 1) {
    errors.push({ code: ERROR_CODES.PAGE_OUT_OF_RANGE, parameter: 'paging.pageNumber', values: { max: 1 } })
  }
  return errors
}

/**
 * Turns API filters into a repository query. Empty filters are dropped (docs/rules/catalogue.md); term ids must be
 * numbers of this storefront's vocabulary, so a filter can never reach another storefront's data.
 */
async function toProductQuery(db: Db, shopper: ShopperContext, filters: ProductFilters): Promise<Result<repo.ProductQuery>> {
  const storefront = shopper.storefront.code
  const termGroups: number[][] = []
  const taxonomy = (filters.filterByTaxonomy ?? []).filter((filter) => filter.termIds.length > 0)
  for (const [index, filter] of taxonomy.entries()) {
    const parameter = `filters.filterByTaxonomy[${index}].termIds`
    const ids = filter.termIds.map((id) => (/^\d{1,9}$/.test(id) ? Number(id) : Number.NaN))
    if (ids.some(Number.isNaN)) return fail(ERROR_CODES.INVALID_INPUT, parameter)
    const known = await repo.findTermsByIds(db, storefront, ids)
    if (known.length !== new Set(ids).size || known.some((term) => term.vocabulary !== filter.vocabulary)) {
      return fail(ERROR_CODES.UNKNOWN_TAXONOMY_TERM, parameter)
    }
    termGroups.push(ids)
  }
  const page = filters.filterByPage
  if (page) {
    if (!(PAGE_TYPES as readonly string[]).includes(page.pageType)) {
      return fail(ERROR_CODES.UNSUPPORTED_PAGE_TYPE, 'filters.filterByPage.pageType')
    }
    const vocabulary = (VOCABULARIES as readonly string[]).includes(page.fieldName) ? page.fieldName : 'cb_api_giftcard_categories'
    const term = await repo.findTermBySlug(db, storefront, vocabulary, page.pageId)
    if (!term) return fail(ERROR_CODES.UNKNOWN_TAXONOMY_TERM, 'filters.filterByPage.pageId')
    termGroups.push([term.id])
  }
  const productTypes = filters.filterByProductType?.length ? filters.filterByProductType : undefined
  return ok({ storefront, productTypes, termGroups, ...(filters.filterByFeatured ? { featured: true } : {}) })
}
