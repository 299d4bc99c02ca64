import 'server-only'
import { notFound } from 'next/navigation'
import type { PageContext } from '../../_lib/page-context'
import { REDEEM_PRODUCT_TYPES } from '../../_lib/listing'
import { loadListing } from '../../_lib/product-listing'

/**
 * One page of the redeem shop's products. A page past the last is a 404 learnt from the first page's
 * (cached) count, not from asking for that page: every page number asked for is an entry in the
 * data cache, and junk addresses (/saldocheck/inwisselen/98765/) must leave nothing there.
 */
export async function loadRedeemListing(context: PageContext, page: number) {
  const filters = { filterByProductType: REDEEM_PRODUCT_TYPES }
  const first = await loadListing(context, filters, 1)
  if (page === 1) return first
  if (page > first.paging.totalPages) notFound()
  return loadListing(context, filters, page)
}
