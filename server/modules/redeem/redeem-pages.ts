import 'server-only'
import { ERROR_CODES } from '@/graphql/error-codes'
import type { Db } from '@/server/db/types'
import { fail, ok, type DomainError, type Result } from '../common/result'
import type { ShopperContext } from '../common/user-data'
import { productsBySlugs } from '../catalog/catalog-service'
import type { Paging, PagingInput, ProductView } from '../catalog/catalog-types'
import { BUSINESS_REDEEM_PAGES, type RedeemPageConfig } from '@/config/redeem-pages'

/**
 * Business redeem pages (docs/rules/redeem.md /saldocheck/inwisselen/:pageId/ and /saldocheck/info/:pageId/,
 * content type "redeem B2B result"): a company's curated selection of products that the balance of
 * its gift cards may buy. The pages are configuration (config/redeem-pages.ts), not content blocks:
 * they are few, edited with a release, and must name products that exist, which a test checks.
 */

/** docs/rules/redeem.md listings: a balance buys gift cards and donations (never blank card packs). */
export const REDEEMABLE_PRODUCT_TYPES = ['GIFTCARD_DIGITAL', 'DONATION'] as const

/** pageIds are lower-case slugs that are not only digits (a bare number is a page number, i18n/pathnames.ts). */
const PAGE_ID = /^(?!\d+$)[a-z0-9-]{1,64}$/
const MAX_ITEMS_PER_PAGE = 100

export interface RedeemPageView {
  pageId: string
  companyName: string
  title: string
  intro: string
  info: string[]
  logo: { url: string; alt: string }
}

export interface RedeemPageResult {
  page: RedeemPageView | null
  products: ProductView[]
  paging: Paging | null
}

/** The page of this storefront and language, or null (unknown id, other storefront, untranslated). */
export function findRedeemPage(storefront: string, language: string, pageId: string, pages: readonly RedeemPageConfig[] = BUSINESS_REDEEM_PAGES): RedeemPageView | null {
  const config = pages.find((page) => page.pageId === pageId && page.storefront === storefront)
  const texts = config?.texts[language]
  if (!config || !texts) return null
  return { pageId: config.pageId, companyName: config.companyName, title: texts.title, intro: texts.intro, info: [...texts.info], logo: { url: config.logoUrl, alt: texts.logoAlt } }
}

function pagingErrors(paging: PagingInput): DomainError[] {
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
 * A business redeem page with one page of its products (in the page's order, only published
 * redeemable products of the storefront). An unknown page is not an error: `page` is null and the
 * site answers 404. Without paging, all of the page's products.
 */
export async function redeemPage(db: Db, shopper: ShopperContext, pageId: string, paging: PagingInput | null | undefined): Promise<Result<RedeemPageResult>> {
  if (!PAGE_ID.test(pageId)) return fail(ERROR_CODES.INVALID_INPUT, 'pageId')
  if (paging) {
    const errors = pagingErrors(paging)
    if (errors.length) return { ok: false, errors }
  }
  const page = findRedeemPage(shopper.storefront.code, shopper.language, pageId)
  if (!page) return ok({ page: null, products: [], paging: null })
  const config = BUSINESS_REDEEM_PAGES.find((candidate) => candidate.pageId === pageId && candidate.storefront === shopper.storefront.code)!
  const all = (await productsBySlugs(db, shopper, config.productSlugs))
    .filter((product) => (REDEEMABLE_PRODUCT_TYPES as readonly string[]).includes(product.productType))
  if (!paging) return ok({ page, products: all, paging: null })
  const totalPages = Math.max(1, Math.ceil(all.length / paging.itemsPerPage))
  if (paging.pageNumber > totalPages) return fail(ERROR_CODES.PAGE_OUT_OF_RANGE, 'paging.pageNumber', { max: totalPages })
  const start = (paging.pageNumber - 1) * paging.itemsPerPage
  return ok({
    page,
    products: all.slice(start, start + paging.itemsPerPage),
    paging: { itemsPerPage: paging.itemsPerPage, pageNumber: paging.pageNumber, totalItems: all.length, totalPages },
  })
}
