import 'server-only'
import { cache } from 'react'
import { notFound } from 'next/navigation'
import { cachedCatalogQuery } from '@/server/graphql/cached-query'
import { ERROR_CODES, type ApiError } from '@/graphql/error-codes'
import { ChoiceCardDocument, ProductDetailsDocument, type ProductDetailsFragment } from '@/graphql/generated/operations'
import type { PageContext } from '../../_lib/page-context'

/**
 * Slugs are lower-case kebab-case. Anything else is a 404 without asking the API, so junk URLs do not
 * each add an entry to the catalogue data cache.
 */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const MAX_SLUG_LENGTH = 120

/** The product of a product page (once per request for metadata and page); 1009 is a 404. */
export const loadProduct = cache(async (context: PageContext, rawSlug: string): Promise<ProductDetailsFragment> => {
  const slug = safeDecode(rawSlug)
  if (!slug || slug.length > MAX_SLUG_LENGTH || !SLUG.test(slug)) notFound()
  const data = await cachedCatalogQuery(context.shopper, ProductDetailsDocument, { slug })
  return productOrNotFound(data.product)
})

/** The storefront's choice gift card; a storefront without one has no choice card page. */
export const loadChoiceCard = cache(async (context: PageContext): Promise<ProductDetailsFragment> => {
  const data = await cachedCatalogQuery(context.shopper, ChoiceCardDocument, {})
  return productOrNotFound(data.choiceCard)
})

function productOrNotFound(payload: { product: ProductDetailsFragment | null; errors: readonly ApiError[] }): ProductDetailsFragment {
  if (payload.errors.some((error) => error.code === ERROR_CODES.PRODUCT_NOT_FOUND)) notFound()
  // Anything else is a fault, not a missing page: the error page, and no 404 cached in its place.
  if (payload.errors.length || !payload.product) throw new Error(payload.errors.map((error) => error.message).join('; ') || 'No product')
  return payload.product
}

function safeDecode(value: string): string | null {
  try {
    return decodeURIComponent(value)
  } catch {
    return null
  }
}
