import 'server-only'
import { notFound } from 'next/navigation'
import { cachedCatalogQuery } from '@/server/graphql/cached-query'
import { ERROR_CODES } from '@/graphql/error-codes'
import { RedeemPageDocument } from '@/graphql/generated/operations'
import { redeemPageCountBound } from '@/config/redeem-page-bounds'
import type { PageContext } from '../../_lib/page-context'
import { PRODUCTS_PER_PAGE } from '../../_lib/listing'

/**
 * A business redeem page (content type "redeem B2B result") with one page of its products,
 * 16 per page (docs/rules/limits.md); an unknown page id, a malformed one or a page past the last is a 404.
 * The same for every visitor: cached with the catalogue. An id the storefront has no page for, in this
 * language, or a page number past its products, is a 404 before the cached query, so junk addresses
 * leave nothing in the data cache.
 */
export async function loadRedeemPage(context: PageContext, pageId: string, page: number) {
  const { storefrontCode, language } = context.shopper
  if (page > redeemPageCountBound(storefrontCode, language, pageId, PRODUCTS_PER_PAGE)) notFound()
  const data = await cachedCatalogQuery(context.shopper, RedeemPageDocument, { pageId, paging: { itemsPerPage: PRODUCTS_PER_PAGE, pageNumber: page } })
  const { errors, paging, products } = data.redeemPage
  const refused: number[] = [ERROR_CODES.INVALID_INPUT, ERROR_CODES.PAGE_OUT_OF_RANGE]
  if (errors.some((error) => refused.includes(error.code))) notFound()
  if (errors.length) throw new Error(errors.map((error) => error.message).join('; '))
  if (!data.redeemPage.page || !paging) notFound()
  return { page: data.redeemPage.page, products, paging }
}
